import { escapeHtml } from '../mail/templates/layout.js';

/** The /listen page's own policy: the plain pages' (no scripts at all) plus her audio from this origin. */
export const LISTEN_PAGE_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", "media-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Fondly</title>
<style>
body{margin:0;background:#fbf7f1;color:#2b211b;font:18px/1.6 Georgia,'DejaVu Serif',serif}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}
.brand{font-size:1.6rem;font-weight:bold;color:#0b5d5e}.brand span{color:#e0873a}
h1{font-size:1.8rem;line-height:1.25;margin:1.5rem 0 1rem}
figure{margin:0 0 1.75rem}blockquote{margin:0 0 .6rem;font-style:italic;border-left:4px solid #e0873a;padding-left:.9rem}
audio{width:100%}
</style></head>
<body><main><div class="brand"><span>&#9829;</span> Fondly</div>${body}</main></body></html>`;
}

/** Her voice, passage by passage, each with the words she said in it. */
export function listenPage(input: { recipientName: string; title: string; passages: Array<{ quote: string; audioUrl: string }> }): string {
  const items = input.passages
    .map((p) => `<figure><blockquote>“${escapeHtml(p.quote)}”</blockquote><audio controls preload="metadata" src="${escapeHtml(p.audioUrl)}">Your browser cannot play this recording.</audio></figure>`)
    .join('\n');
  return page(`${input.recipientName} in her own voice`, `<h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.recipientName)}, in her own words:</p>${items}`);
}

export function listenGonePage(why: 'expired' | 'unknown' | 'deleted'): string {
  const text =
    why === 'expired'
      ? 'This listening link has expired. The family can open the Moment on the dashboard for a new one.'
      : why === 'deleted'
        ? 'This recording is no longer kept: recordings are deleted after their time, or when the family asks.'
        : 'This listening link is not valid. It may have been copied only in part.';
  return page('Recording not available', `<h1>Recording not available</h1><p>${escapeHtml(text)}</p>`);
}
