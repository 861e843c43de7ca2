import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../scripts/rspack/mf-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** The contract's route table (TypeScript, read through tsx), baked into the shell (src/app/routes.ts). */
const siteRoutes = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "import { SITE_ROUTES } from './src/contract/platform.ts'; console.log(JSON.stringify(SITE_ROUTES))"], {
    cwd: path.join(dir, '..', 'api'),
    encoding: 'utf8',
  }),
);

export default federatedConfig({
  dir,
  name: 'shell',
  host: true,
  port: 3000,
  define: { __SITE_ROUTES__: siteRoutes },
  rspack,
  ModuleFederationPlugin,
});
