/**
 * Every Fondly email is built from these blocks, once, into both HTML and plain text, so
 * the two parts always say the same thing. Everything user-supplied is escaped here.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'notes'; title: string; items: Array<{ label: string; value: string }> }
  | { kind: 'code'; text: string }
  | { kind: 'callout'; text: string };

export interface MailContent {
  subject: string;
  /** The grey line mail apps show after the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** Why they get it and how to stop (family mail), or null for account mail. */
  footer: { reason: string; unsubscribeUrl: string | null };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const COLORS = {
  primary: '#0b5d5e',
  accent: '#e0873a',
  paper: '#fbf7f1',
  ink: '#2b211b',
  muted: '#5e5045',
  soft: '#e1f0ee',
  danger: '#b3261e',
  dangerSoft: '#fdeceb',
};

const FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:18px;line-height:1.6">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 18px;border-left:4px solid ${COLORS.accent};background:#fff;font-size:19px;line-height:1.6;font-style:italic">“${escapeHtml(block.text)}”</blockquote>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 24px;background:${COLORS.primary};color:#fff;border-radius:10px;font-size:18px;font-weight:bold;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case 'notes':
      // Label and value on one flowing line: readable on a phone without a cramped second column.
      return `<div style="margin:0 0 16px;padding:14px 16px;background:${COLORS.soft};border-radius:10px"><p style="margin:0 0 8px;font-size:18px;font-weight:bold;color:${COLORS.primary}">${escapeHtml(block.title)}</p>${block.items
        .map((i) => `<p style="margin:0 0 8px;font-size:17px;line-height:1.5"><strong>${escapeHtml(i.label)}:</strong> ${escapeHtml(i.value)}</p>`)
        .join('')}</div>`;
    case 'code':
      return `<p style="margin:0 0 16px;padding:12px 16px;background:#fff;border:1px dashed ${COLORS.muted};font-family:monospace;font-size:20px;letter-spacing:1px;word-break:break-all">${escapeHtml(block.text)}</p>`;
    case 'callout':
      return `<p style="margin:0 0 16px;padding:12px 16px;background:${COLORS.dangerSoft};border-left:4px solid ${COLORS.danger};font-size:18px;line-height:1.6">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return block.text;
    case 'quote':
      return `  “${block.text}”`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'notes':
      return [block.title, ...block.items.map((i) => `- ${i.label}: ${i.value}`)].join('\n');
    case 'code':
      return `  ${block.text}`;
  }
}

/** The mark as inline SVG would be stripped by most mail apps; a coloured wordmark is safe everywhere. */
const HEADER = `<p style="margin:0 0 24px;font-size:26px;font-weight:bold;color:${COLORS.primary};letter-spacing:-0.5px"><span style="color:${COLORS.accent}">&#9829;</span> Fondly</p>`;

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const footerHtml = [
    escapeHtml(content.footer.reason),
    content.footer.unsubscribeUrl
      ? `<a href="${escapeHtml(content.footer.unsubscribeUrl)}" style="color:${COLORS.muted}">Unsubscribe</a>`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper};color:${COLORS.ink};font-family:${FONT}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse"><tr><td style="padding:8px 4px">
${HEADER}
<h1 style="margin:0 0 20px;font-size:26px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e4dacd;font-size:15px;line-height:1.5;color:${COLORS.muted}">${footerHtml}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    content.footer.reason,
    ...(content.footer.unsubscribeUrl ? [`Unsubscribe: ${content.footer.unsubscribeUrl}`] : []),
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}

/**
 * A plain page of the API's own (no scripts at all): the unsubscribe page, her voice's /listen
 * page. One head and one base style; each page adds the few rules it needs.
 */
export function plainPage(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Fondly</title>
<style>
body{margin:0;background:#fbf7f1;color:#2b211b;font:18px/1.6 Georgia,'DejaVu Serif',serif}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}
.brand{font-size:1.6rem;font-weight:bold;color:#0b5d5e}.brand span{color:#e0873a}
h1{font-size:1.8rem;line-height:1.25;margin:1.5rem 0 1rem}
${css}</style></head>
<body><main><div class="brand"><span>&#9829;</span> Fondly</div>${body}</main></body></html>`;
}
