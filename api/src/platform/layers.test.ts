import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAYERS } from '../../../scripts/api-layers.mjs';
import { cycles, importGraph, layerProblems, measure } from '../../../scripts/import-graph.mjs';

// The order between the API's parts (decision 121) is what `pnpm lint` holds; these tests show the
// rule refuses what it must, on a small tree planted for it, and that the real tree obeys it.
describe('the layer rule', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fondly-layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('refuses a pipeline file that imports the call lifecycle, even for a type, and a file no layer holds', () => {
    plant('calls/pipeline/listener.ts', "import type { CallRow } from '../lifecycle/state-machine.js';\nexport const x: CallRow | null = null;\n");
    plant('calls/lifecycle/state-machine.ts', "import { hear } from '../pipeline/hear.js';\nexport type CallRow = { id: string };\nexport const y = hear;\n");
    plant('calls/pipeline/hear.ts', 'export const hear = 1;\n');
    plant('nowhere/stray.ts', 'export const z = 1;\n');
    const { upward, unplaced } = layerProblems(importGraph({ dir }), LAYERS, dir);
    expect(upward.map(([from, to]) => [path.relative(dir, from), path.relative(dir, to)])).toEqual([['calls/pipeline/listener.ts', 'calls/lifecycle/state-machine.ts']]);
    expect(unplaced.map((f) => path.relative(dir, f))).toEqual(['nowhere/stray.ts']);
  });

  it('finds files that import each other in a circle through a barrel, type imports included', () => {
    plant('lib/a.ts', "import type { B } from './index.js';\nexport type A = { b?: B };\n");
    plant('lib/index.ts', "export type { A } from './a.js';\nexport type { B } from './b.js';\n");
    plant('lib/b.ts', 'export type B = { n: number };\n');
    const found = cycles(importGraph({ dir })).map((c) => c.map((f) => path.relative(dir, f)).sort());
    expect(found).toEqual([['lib/a.ts', 'lib/index.ts']]);
  });

  it('holds on the API as it is: no upward import, no cycle, every file placed', () => {
    const { cycles: found, upward, unplaced } = measure();
    expect({ cycles: found.length, upward: upward.map(([a, b]) => `${a} -> ${b}`), unplaced }).toEqual({ cycles: 0, upward: [], unplaced: [] });
  });
});
