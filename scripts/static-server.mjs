// A small static file server for a remote's dist/ folder: CORS for the shell's origin,
// long caching for hashed files, no caching for manifests. In production the same
// folder goes to a CDN; this stands in for it locally and in tests.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.map': 'application/json; charset=utf-8',
};

export function serveStatic({ dir, port, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end();
    }
    const file = path.resolve(root, '.' + rel);
    if (!file.startsWith(root + path.sep)) return void res.writeHead(403).end();
    let info;
    try {
      info = statSync(file);
    } catch {
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
    if (!info.isFile()) return void res.writeHead(404).end();
    const hashed = /\.[0-9a-f]{10}\.(js|css)$/.test(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/static-server.mjs <dir> <port>` serves one folder on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  await serveStatic({ dir, port: Number(port) });
  console.log(`serving ${dir} on http://localhost:${port}`);
}
