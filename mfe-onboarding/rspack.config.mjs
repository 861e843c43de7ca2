import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../scripts/rspack/mf-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default federatedConfig({
  dir,
  name: 'onboarding',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
  rspack,
  ModuleFederationPlugin,
});
