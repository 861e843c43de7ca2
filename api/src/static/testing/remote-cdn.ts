import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A remote's CDN standing in as a real HTTP server: it answers each path in `files` (JSON) and
 * 404 for the rest, noting every path asked for in `hits`.
 */
export async function startRemoteCdn(files: Map<string, string>, hits: string[] = []) {
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const body = files.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end('Not found');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A shell build in a temporary folder (file name -> contents), removed by `remove()`. */
export function shellBuild(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fondly-shell-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
