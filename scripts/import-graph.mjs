// The API's import graph, measured as Node loads it: every import, `import type` and re-export
// included (a type import couples two files as much as a value does), barrels as the files they are.
// Two rules hold it (scripts/lint.mjs): no file imports itself round a circle, and no file imports
// a higher layer than its own (the table in scripts/api-layers.mjs).
//   node scripts/import-graph.mjs           print the figures
//   node scripts/import-graph.mjs --list    and every cycle and upward import
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYERS } from './api-layers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const src = path.join(root, 'api', 'src');

const isTestFile = (p) => /\.(test|bench)\.tsx?$/.test(p) || p.includes(`${path.sep}testing${path.sep}`) || /test-fixtures\.ts$/.test(p);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield p;
  }
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.m?js$/, '');
  for (const c of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(c)) return c;
  return null;
}

/** Every source file (tests left out unless asked) and the files it imports. */
export function importGraph({ dir = src, tests = false } = {}) {
  const graph = new Map();
  for (const file of files(dir)) {
    if (!tests && isTestFile(file)) continue;
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    const specs = [
      ...[...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]),
      ...[...text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map((m) => m[1]),
      ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
    ];
    for (const spec of specs) {
      const target = resolve(file, spec);
      if (target && target !== file) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
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

/** The layer entry a file belongs to (the longest matching path), with its rank; null if none. */
export function layerOf(file, layers = LAYERS, base = src) {
  const rel = path.relative(base, file).split(path.sep).join('/').replace(/\.tsx?$/, '');
  let best = null;
  layers.forEach(([name, entries], rank) => {
    for (const entry of entries) {
      const pattern = entry.startsWith('*/') ? new RegExp(`^[^/]+/${entry.slice(2)}(/|$)`) : null;
      const hit = pattern ? pattern.test(rel) : rel === entry || rel.startsWith(`${entry}/`);
      const length = pattern ? rel.split('/').slice(0, 2).join('/').length : entry.length;
      if (hit && (!best || length > best.length)) best = { rank, name, entry, length };
    }
  });
  return best;
}

/** Imports that go up the table, and files the table does not place. */
export function layerProblems(graph, layers = LAYERS, base = src) {
  const upward = [];
  const unplaced = [];
  for (const [file, deps] of graph) {
    const from = layerOf(file, layers, base);
    if (!from) {
      unplaced.push(file);
      continue;
    }
    for (const dep of deps) {
      const to = layerOf(dep, layers, base);
      if (to && to.rank > from.rank) upward.push([file, dep, from, to]);
    }
  }
  return { upward, unplaced };
}

export function measure() {
  const graph = importGraph();
  return { files: graph.size, cycles: cycles(graph), ...layerProblems(graph) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files: count, cycles: cyc, upward, unplaced } = measure();
  const rel = (p) => path.relative(src, p);
  console.log(`api/src: ${count} files; import cycles: ${cyc.length} (files in them: ${cyc.reduce((n, c) => n + c.length, 0)}); upward imports: ${upward.length}; files no layer holds: ${unplaced.length}`);
  if (process.argv.includes('--list')) {
    for (const c of cyc) console.log(`cycle: ${c.map(rel).sort().join(' ')}`);
    for (const [a, b, from, to] of upward) console.log(`upward: ${rel(a)} (${from.entry}) -> ${rel(b)} (${to.entry})`);
    for (const f of unplaced) console.log(`unplaced: ${rel(f)}`);
  }
}
