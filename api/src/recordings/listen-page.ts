import { escapeHtml, plainPage } from '../mail/templates/layout.js';

/** The /listen page's own policy: the plain pages' (no scripts at all) plus her audio from this origin. */
export const LISTEN_PAGE_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", "media-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ');

const LISTEN_CSS = `figure{margin:0 0 1.75rem}blockquote{margin:0 0 .6rem;font-style:italic;border-left:4px solid #e0873a;padding-left:.9rem}
audio{width:100%}
`;
const page = (title: string, body: string) => plainPage(title, body, LISTEN_CSS);

/** Her voice, passage by passage, each with the words she said in it. */
export function listenPage(input: { recipientName: string; title: string; passages: Array<{ quote: string; audioUrl: string }> }): string {
  const items = input.passages
    .map((p) => `<figure><blockquote>“${escapeHtml(p.quote)}”</blockquote><audio controls preload="metadata" src="${escapeHtml(p.audioUrl)}">Your browser cannot play this recording.</audio></figure>`)
    .join('\n');
  return page(`${input.recipientName}'s own voice`, `<h1>${escapeHtml(input.title)}</h1><p>In ${escapeHtml(input.recipientName)}'s own words:</p>${items}`);
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
