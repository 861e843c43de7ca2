// Project rules a type-checker cannot see (docs/engineering.md, CONVENTIONS.md):
//  - process.env is read only in api/src/env.ts (and build/test tooling);
//  - remotes never import another remote's source, nor the API (the browser-safe part is @fondly/contract);
//  - @fondly/contract imports only zod and its own files (browsers load it);
//  - front-end code calls the API through @fondly/design-system/client, never raw fetch/axios,
//    and never writes an API path: the endpoints are the contract's route table (contract/src/api/);
//  - API domain code never imports an outside SDK directly (only providers/ do);
//  - the API's parts import only their own layer or lower ones, and no files import each other in
//    a circle, type imports included (scripts/api-layers.mjs, scripts/import-graph.mjs; tests and
//    api/src/testing may reach anywhere).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx)$/.test(name)) yield p;
  }
}
const rel = (p) => path.relative(root, p);
const isTest = (p) => /\.(test|spec|stories)\.tsx?$/.test(p) || p.includes(`${path.sep}testing${path.sep}`);

for (const file of files(path.join(root, 'api', 'src'))) {
  const src = readFileSync(file, 'utf8');
  if (!isTest(file) && !file.endsWith(path.join('src', 'env.ts')) && /process\.env/.test(src)) {
    problems.push(`${rel(file)}: reads process.env; read configuration in api/src/env.ts and pass it down`);
  }
  const inProviders = file.includes(`${path.sep}providers${path.sep}`);
  for (const sdk of ['twilio', 'stripe', 'nodemailer', 'openai', '@elevenlabs/elevenlabs-js']) {
    if (!inProviders && !isTest(file) && new RegExp(`from ['"]${sdk}['"]`).test(src)) {
      problems.push(`${rel(file)}: imports ${sdk}; outside services are reached through api/src/providers/`);
    }
  }
}

const remotes = ['shell', 'mfe-marketing', 'mfe-onboarding', 'mfe-affiliates', 'mfe-admin-tools'];
for (const remote of remotes) {
  const dir = path.join(root, remote, 'src');
  for (const file of files(dir)) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/from ['"]([^'"]+)['"]/g)) {
      const spec = m[1];
      // Where a relative import really lands: another package's folder is off limits.
      const target = spec.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)[0] : null;
      const other = remotes.find((r) => r !== remote && (target === r || spec.startsWith(`@fondly/${r}`)));
      if (other) problems.push(`${rel(file)}: imports ${other}; remotes are islands (navigate through the router)`);
      if (target === 'api' || spec === '@fondly/api' || spec.startsWith('@fondly/api/')) {
        problems.push(`${rel(file)}: imports API server code; the browser-safe part is @fondly/contract`);
      }
    }
    if (!isTest(file) && (/\bfrom ['"]axios['"]/.test(src) || /(?<![\w.])fetch\(\s*['"`]\/api\//.test(src))) {
      problems.push(`${rel(file)}: calls the API directly; use @fondly/design-system/client`);
    }
  }
}

// No API path written by hand in front-end code: every endpoint is an entry of the contract's
// route table (contract/src/api/), called with callApi or turned into a link with apiPath.
const handWrittenApiPath = (src) => /(?:['"`]|\})\/api\//.test(src);
// The rule checks itself on a planted violation and a clean call, so a broken pattern cannot pass silently.
if (!handWrittenApiPath("apiGet('/api/account')") || !handWrittenApiPath('`${origin}/api/phone/ws`') || handWrittenApiPath('callApi(accountApi.get)')) {
  problems.push('scripts/lint.mjs: the hand-written /api/ path rule no longer tells a planted violation from a clean call');
}
for (const dir of [...remotes, 'design-system']) {
  for (const file of files(path.join(root, dir, 'src'))) {
    if (isTest(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!/^\s*(\/\/|\*|\/\*)/.test(line) && handWrittenApiPath(line)) {
        problems.push(`${rel(file)}:${i + 1}: writes an API path by hand; add the endpoint to contract/src/api/ and call it with callApi (or apiPath for a link)`);
      }
    });
  }
}

// The contract is loaded by browsers and the server alike: zod and its own files only.
for (const file of files(path.join(root, 'contract', 'src'))) {
  if (isTest(file)) continue;
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const inside = m[1].startsWith('.') && !path.relative(path.join(root, 'contract', 'src'), path.resolve(path.dirname(file), m[1])).startsWith('..');
    if (m[1] !== 'zod' && !inside) problems.push(`${rel(file)}: imports ${m[1]}; @fondly/contract may import only zod and its own files`);
  }
}

// The API's layers (scripts/api-layers.mjs) and no import cycles (scripts/import-graph.mjs), type
// imports included: a file never imports a higher layer, and no files import each other in a circle.
{
  const { measure, src } = await import('./import-graph.mjs');
  const { cycles, upward, unplaced } = measure();
  const relApi = (p) => path.relative(src, p);
  for (const [from, to, a, b] of upward) {
    problems.push(`api/src/${relApi(from)}: imports ${relApi(to)}, a higher layer (${a.entry} may not use ${b.entry}; scripts/api-layers.mjs)`);
  }
  for (const f of unplaced) problems.push(`api/src/${relApi(f)}: no layer in scripts/api-layers.mjs holds this file; add its folder there`);
  for (const c of cycles) problems.push(`api/src: these files import each other in a circle: ${c.map(relApi).sort().join(', ')}`);
}

// Each table is written only by its domain: db/schema/<domain>[-part].ts holds the tables that
// api/src/<domain>/ inserts, updates and deletes; other domains read them (joins are fine) and
// ask the owner, through its index.ts, to change them. platform.ts holds the shared layers' tables.
{
  const api = path.join(root, 'api', 'src');
  const owner = new Map();
  for (const f of readdirSync(path.join(api, 'db', 'schema'))) {
    if (f === 'index.ts') continue;
    const domain = f.replace(/\.ts$/, '').split('-')[0];
    for (const m of readFileSync(path.join(api, 'db', 'schema', f), 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable/g)) owner.set(m[1], domain);
  }
  for (const file of files(api)) {
    const parts = path.relative(api, file).split(path.sep);
    if (parts.length < 2 || isTest(file) || /test-fixtures\.ts$/.test(file) || ['db', 'testing', 'lib'].includes(parts[0])) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
      const domain = owner.get(m[2]);
      if (domain && domain !== 'platform' && domain !== parts[0]) {
        problems.push(`${rel(file)}: ${m[1]}s ${m[2]}, a table of ${domain}; call a function of api/src/${domain}/ instead`);
      }
    }
  }
}

// Decision records follow one template and the index lists them all (scripts/decisions.mjs).
{
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'decisions.mjs')], { encoding: 'utf8' });
  if (r.status !== 0) problems.push(...r.stderr.trim().split('\n'));
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('lint: no problems');
