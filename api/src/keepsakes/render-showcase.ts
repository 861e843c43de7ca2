// Run by the marketing build: `tsx src/keepsakes/render-showcase.ts <out.json> <YYYY-MM-DD>`,
// the day the preview is dated (the build's day, chosen by mfe-marketing/scripts/showcase.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderShowcase } from './showcase.js';

const [out, day] = process.argv.slice(2);
if (!out || !/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) throw new Error('usage: render-showcase.ts <out.json> <YYYY-MM-DD>');
const showcase = await renderShowcase(new Date(`${day}T15:00:00Z`));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(showcase));
console.log(`showcase: ${path.relative(process.cwd(), out)} (${(JSON.stringify(showcase).length / 1024).toFixed(1)} KB)`);
