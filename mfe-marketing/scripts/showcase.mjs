// What the home page shows a family they will receive (the Moment email, the PDF keepsake's
// first page, the sample call's words), made by the API's own generators for this build:
// api/src/keepsakes/showcase.ts. Written to .tmp/showcase.json, which rspack.config.mjs
// bakes into the page as __FONDLY_SHOWCASE__ (prerendered and hydrated alike).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('..', import.meta.url));
export const SHOWCASE_FILE = path.join(dir, '.tmp', 'showcase.json');

/** The day the preview is dated: today, or SOURCE_DATE_EPOCH's day for a reproducible build. */
function buildDay() {
  const epoch = process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now();
  return new Date(epoch).toISOString().slice(0, 10);
}

export function renderShowcase() {
  execFileSync('pnpm', ['exec', 'tsx', 'src/keepsakes/render-showcase.ts', SHOWCASE_FILE, buildDay()], {
    cwd: path.join(dir, '..', 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) renderShowcase();
