import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../scripts/rspack/mf-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default federatedConfig({
  dir,
  name: 'shell',
  host: true,
  port: 3000,
  rspack,
  ModuleFederationPlugin,
});
