/**
 * A readable, self-contained page for /api/openapi.json (no CDN scripts: the product
 * runs offline). Lists every operation with its parameters and body schema.
 */
export function renderDocsPage(doc: { info: { title: string; version: string }; paths: Record<string, Record<string, unknown>> }) {
  const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
  const rows: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, raw] of Object.entries(ops)) {
      const op = raw as { summary?: string; tags?: string[]; requestBody?: unknown; parameters?: unknown; responses?: unknown };
      const body = op.requestBody ? JSON.stringify(op.requestBody, null, 2) : '';
      const params = op.parameters ? JSON.stringify(op.parameters, null, 2) : '';
      rows.push(`<details><summary><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code> <span class="s">${esc(op.summary ?? '')}</span> <span class="t">${esc((op.tags ?? []).join(', '))}</span></summary>
${params ? `<h4>Parameters</h4><pre>${esc(params)}</pre>` : ''}${body ? `<h4>Request body</h4><pre>${esc(body)}</pre>` : ''}<h4>Responses</h4><pre>${esc(JSON.stringify(op.responses ?? {}, null, 2))}</pre></details>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} ${esc(doc.info.version)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
details{border:1px solid #d0d7de;border-radius:8px;margin:.5rem 0;padding:.5rem 1rem}summary{cursor:pointer}
.m{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#0b6e4f}.post{color:#8a4b00}.put,.patch{color:#4b3a9a}.delete{color:#b42318}
.s{color:#444}.t{color:#666;font-size:.85em;float:right}pre{background:#f6f8fa;padding:.75rem;overflow:auto;font-size:14px}</style></head>
<body><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>. Errors always have the shape <code>{ "error": { "code", "message", "fields"? } }</code>.</p>
${rows.join('\n')}</body></html>`;
}
