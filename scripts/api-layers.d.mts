export const LAYERS: Array<[name: string, entries: string[]]>;
