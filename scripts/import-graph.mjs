// The API's import graph, measured: import cycles (type imports included: they couple files
// as much as values do) and imports that reach into another domain past its index.ts.
//   node scripts/import-graph.mjs           print the figures
//   node scripts/import-graph.mjs --list    and every cycle and deep import
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'api', 'src');
/** Folders every domain may use: infrastructure, not a domain. */
export const SHARED = new Set(['lib', 'db', 'contract', 'providers', 'testing', 'static', 'security']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield p;
  }
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const c of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(c)) return c;
  return null;
}

/** The domain a file belongs to: its first folder under api/src, or null for a top-level file. */
const domainOf = (file) => {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

/** The names a domain's index.ts re-exports, and the file each comes from. */
function barrelOf(indexFile, cache) {
  if (cache.has(indexFile)) return cache.get(indexFile);
  const names = new Map();
  cache.set(indexFile, names);
  const text = readFileSync(indexFile, 'utf8');
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/g)) {
    const target = resolve(indexFile, m[2]);
    if (!target) continue;
    for (const n of m[1].split(',').map((x) => x.trim().replace(/^type\s+/, '')).filter(Boolean)) {
      const [orig, alias] = n.split(/\s+as\s+/);
      names.set((alias ?? orig).trim(), target);
    }
  }
  return names;
}

const isBarrel = (file) => domainOf(file) && path.relative(path.join(src, domainOf(file)), file) === 'index.ts';

/**
 * Every file and the files it imports. An import through a domain's index.ts counts as an import
 * of the files the names come from: the barrel is the domain's public surface, not a dependency of
 * its own (`{ barrels: true }` keeps the barrel as a node, which is what Node evaluates).
 */
export function importGraph({ barrels = false } = {}) {
  const graph = new Map();
  const cache = new Map();
  for (const file of files(src)) {
    if (file.includes(`${path.sep}testing${path.sep}`)) continue;
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]/g)) {
      const target = resolve(file, m[2]);
      if (!target || target.includes(`${path.sep}testing${path.sep}`)) continue;
      const named = /\{([^}]*)\}/.exec(m[1]);
      if (!barrels && target !== file && isBarrel(target) && domainOf(target) !== domainOf(file) && named) {
        const names = barrelOf(target, cache);
        for (const n of named[1].split(',').map((x) => x.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim()).filter(Boolean)) {
          deps.add(names.get(n) ?? target);
        }
      } else deps.add(target);
    }
    for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolve(file, m[1]);
      if (target) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Which domains use which (through their index.ts): for the record, cycles here are allowed. */
export function domainGraph(graph) {
  const out = new Map();
  for (const [file, deps] of graph) {
    const from = domainOf(file) ?? '(top)';
    for (const dep of deps) {
      const to = domainOf(dep);
      if (!to || to === from || SHARED.has(to)) continue;
      if (!out.has(from)) out.set(from, new Set());
      out.get(from).add(to);
    }
  }
  return out;
}

/** Strongly connected components with more than one file (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** Imports from outside a domain into one of its files other than its index.ts. */
export function deepImports(graph) {
  const out = [];
  for (const [file, deps] of graph) {
    const from = domainOf(file);
    for (const dep of deps) {
      const to = domainOf(dep);
      if (!to || SHARED.has(to) || to === from) continue;
      if (path.relative(path.join(src, to), dep) === 'index.ts') continue;
      out.push([file, dep]);
    }
  }
  return out;
}

/** The figures, and what is wrong: cycles between files, and imports past a domain's index.ts. */
export function measure() {
  const graph = importGraph();
  return { files: graph.size, cycles: cycles(graph), deep: deepImports(importGraph({ barrels: true })), domains: domainGraph(graph) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files: count, cycles: cyc, deep, domains } = measure();
  const rel = (p) => path.relative(src, p);
  console.log(`api/src: ${count} files; import cycles (groups of files importing each other): ${cyc.length}, files in them: ${cyc.reduce((n, c) => n + c.length, 0)}; cross-domain imports past an index.ts: ${deep.length}`);
  if (process.argv.includes('--list')) {
    for (const c of cyc) console.log(`cycle: ${c.map(rel).sort().join(' ')}`);
    for (const [a, b] of deep) console.log(`deep: ${rel(a)} -> ${rel(b)}`);
    for (const [from, to] of [...domains].sort()) console.log(`domain: ${from} -> ${[...to].sort().join(' ')}`);
  }
}
