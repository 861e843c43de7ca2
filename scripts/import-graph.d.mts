// Types for scripts/import-graph.mjs, so the API's tests can check the layer rule.
export type Layers = Array<[name: string, entries: string[]]>;
export interface LayerHit { rank: number; name: string; entry: string; length: number }
export const src: string;
export function importGraph(options?: { dir?: string; tests?: boolean }): Map<string, Set<string>>;
export function cycles(graph: Map<string, Set<string>>): string[][];
export function layerOf(file: string, layers?: Layers, base?: string): LayerHit | null;
export function layerProblems(graph: Map<string, Set<string>>, layers?: Layers, base?: string): { upward: Array<[string, string, LayerHit, LayerHit]>; unplaced: string[] };
export function measure(): { files: number; cycles: string[][]; upward: Array<[string, string, LayerHit, LayerHit]>; unplaced: string[] };
