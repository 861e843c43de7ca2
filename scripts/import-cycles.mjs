// madge's count of import cycles (type imports included) in the API and every front-end package,
// printed by `pnpm build` (decision 121). `pnpm lint` already refuses a cycle in api/src; this is
// the same figure from an outside tool, for the front ends and the contract too. Exit 1 on any cycle.
import madge from 'madge';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = ['api/src', 'contract/src', 'shell/src', 'mfe-marketing/src', 'mfe-onboarding/src', 'mfe-affiliates/src', 'mfe-admin-tools/src', 'design-system/src'];
let total = 0;
const figures = [];
for (const dir of packages) {
  const result = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, dir.split('/')[0], 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const found = result.circular();
  total += found.length;
  figures.push(`${dir.split('/')[0]} ${found.length}`);
  for (const c of found) console.error(`cycle in ${dir}: ${c.join(' > ')}`);
}
console.log(`import cycles (madge, type imports included): ${figures.join(', ')}`);
process.exit(total ? 1 : 0);
