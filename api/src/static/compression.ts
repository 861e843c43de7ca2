import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** The best encoding the browser accepts (br before gzip); q=0 means "not this one". */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses once per distinct body and encoding and remembers it: the shell's files and
 * the composed pages repeat for every visitor, so the CPU is spent once, at full strength.
 */
export function createCompressionCache(maxEntries = 256) {
  const cache = new Map<string, Buffer>();
  return (key: string, body: Buffer | string, encoding: Encoding): Buffer => {
    const id = `${encoding}:${key}`;
    const hit = cache.get(id);
    if (hit) return hit;
    const input = typeof body === 'string' ? Buffer.from(body) : body;
    const out =
      encoding === 'br'
        ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
        : gzipSync(input, { level: 9 });
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(id, out);
    return out;
  };
}
