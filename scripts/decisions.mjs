// The decision records' index (docs/decisions/README.md), made from the records themselves.
//   node scripts/decisions.mjs          check: every record follows the template, the index is current
//   node scripts/decisions.mjs --write  regenerate the index
// A record starts:
//   # NNN: Title
//
//   Date: YYYY-MM-DD. Status: accepted[; supersedes NNN (...)| amends NNN ...] | superseded by NNN (...). Issue N.
// `pnpm lint` runs the check, so a new record without a date or status, or missing from the
// index, fails CI.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const write = process.argv.includes('--write');

export function readRecords() {
  const problems = [];
  const records = [];
  for (const file of readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f)).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const lines = text.split('\n');
    const heading = /^# (\d{3}): (.+)$/.exec(lines[0] ?? '');
    if (!heading) {
      problems.push(`docs/decisions/${file}: the first line must be "# NNN: Title"`);
      continue;
    }
    if (heading[1] !== file.slice(0, 3)) problems.push(`docs/decisions/${file}: its heading says ${heading[1]}`);
    const meta = lines.slice(1, 6).find((l) => l.startsWith('Date: '));
    const m = meta && /^Date: (\d{4}-\d{2}-\d{2})\. Status: ([^.]+(?:\.\d+)?[^.]*)\./.exec(meta);
    if (!m) {
      problems.push(`docs/decisions/${file}: needs a line "Date: YYYY-MM-DD. Status: accepted|superseded by NNN." under the heading`);
      continue;
    }
    const status = m[2].trim();
    if (!/^(accepted|superseded by \d{3}|partly superseded by \d{3})/.test(status)) {
      problems.push(`docs/decisions/${file}: status "${status}" should begin accepted, superseded by NNN or partly superseded by NNN`);
    }
    records.push({ number: heading[1], title: heading[2], file, date: m[1], status });
  }
  return { records, problems };
}

export function renderIndex(records) {
  const rows = records.map((r) => `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${r.status.replace(/\|/g, '\\|')} | ${r.date} |`);
  return `# Decision records

Each record says what was decided, why, and what it replaced. Numbers are grouped by area:
0xx platform, 01x calls, 02x payments and affiliates, 03x mail and keepsakes, 04x families,
05x public site, 06x admin tools, 07x companion, 08x listening and safety, 09x family
experience, 10x hardening, 11x codebase and scale.

**Adding one:** copy [TEMPLATE.md](TEMPLATE.md) to the next free number in its area, fill it in,
mark any record it replaces (\`Status: superseded by NNN\` there), then run
\`node scripts/decisions.mjs --write\` to refresh this index (\`pnpm lint\` checks it).

| # | Decision | Status | Date |
|---|---|---|---|
${rows.join('\n')}
`;
}

const { records, problems } = readRecords();
const indexPath = path.join(dir, 'README.md');
const index = renderIndex(records);
if (write) {
  writeFileSync(indexPath, index);
  console.log(`docs/decisions/README.md: ${records.length} records`);
} else {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {}
  if (current !== index) problems.push('docs/decisions/README.md is out of date: run node scripts/decisions.mjs --write');
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
