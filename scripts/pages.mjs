// The site's page manifests (contract/src/pages/, TypeScript) for the build scripts, which run
// in plain Node: read once through tsx (the API's), as JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder of each remote. */
export const REMOTE_DIRS = { marketing: 'mfe-marketing', onboarding: 'mfe-onboarding', affiliates: 'mfe-affiliates', 'admin-tools': 'mfe-admin-tools' };

let cached = null;

/** @returns {{ manifests: Record<string, Array<{ path: string, module: string, name: string, prerender?: true, funnel?: true, movedTo?: string, visit?: string }>> }} */
export function readPages() {
  cached ??= JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { PAGE_MANIFESTS, pageName } from '../contract/src/pages/index.ts'; console.log(JSON.stringify({ manifests: Object.fromEntries(Object.entries(PAGE_MANIFESTS).map(([r, pages]) => [r, pages.map((p) => ({ ...p, name: pageName(p) }))])) }))",
      ],
      { cwd: path.join(root, 'api'), encoding: 'utf8' },
    ),
  );
  return cached;
}

/** A remote's pages rendered at build time: page name -> its module's file (for scripts/rspack/prerender-config.mjs). */
export function prerenderedModules(remote) {
  return Object.fromEntries(readPages().manifests[remote].filter((p) => p.prerender).map((p) => [p.name, `./src/${p.module.slice(2)}.tsx`]));
}
