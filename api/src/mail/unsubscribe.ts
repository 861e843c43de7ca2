import type { UnsubscribeList } from '@fondly/contract/stories';
import { escapeHtml } from './templates/layout.js';

const LIST_LABEL: Record<UnsubscribeList, string> = {
  moments: 'Moments after each call',
  stories: 'stories after each story call',
  alerts: 'alerts (missed calls, distress and opt-out alerts)',
  all: 'all Fondly family emails',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Fondly</title>
<style>
body{margin:0;background:#fbf7f1;color:#2b211b;font:18px/1.6 Georgia,'DejaVu Serif',serif}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}
.brand{font-size:1.6rem;font-weight:bold;color:#0b5d5e}.brand span{color:#e0873a}
h1{font-size:1.8rem;line-height:1.25;margin:1.5rem 0 1rem}
button{min-height:3rem;padding:.75rem 1.5rem;border:0;border-radius:.625rem;background:#0b5d5e;color:#fff;font:inherit;font-weight:bold;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #6b2e83;outline-offset:3px}
label{display:flex;gap:.6rem;align-items:center;margin:.5rem 0 1.25rem}
input{width:1.3rem;height:1.3rem}
a{color:#0b5d5e}
</style></head>
<body><main><div class="brand"><span>&#9829;</span> Fondly</div>${body}</main></body></html>`;
}

/** The page an unsubscribe link opens: one button, so link scanners cannot unsubscribe anyone by visiting it. */
export function unsubscribeConfirmPage(email: string, lovedOnes: string[], list: UnsubscribeList, action: string): string {
  const about = lovedOnes.length ? ` about ${escapeHtml(lovedOnes.join(' and '))}` : '';
  return page(
    'Unsubscribe',
    `<h1>Stop these emails?</h1>
<p>${escapeHtml(email)} will no longer get ${escapeHtml(LIST_LABEL[list])}${about}.</p>
<form method="post" action="${escapeHtml(action)}">
${list === 'all' ? '' : '<label><input type="checkbox" name="everything" value="1"> Stop all Fondly family emails instead</label>'}
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function unsubscribedPage(email: string, list: UnsubscribeList): string {
  return page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>${escapeHtml(email)} will no longer get ${escapeHtml(LIST_LABEL[list])}.</p>
<p>Changed your mind? The family member who manages the account can turn them back on in Email Settings on the dashboard.</p>`,
  );
}

export function unknownLinkPage(): string {
  return page(
    'Link not valid',
    `<h1>This unsubscribe link is not valid</h1><p>It may be from an old email, or the family member was removed from the account, in which case no more emails are sent to them.</p>`,
  );
}

/** The page the confirmation link opens (issue 30, item 8): one button, so a link scanner confirms nobody by visiting it. */
export function familyConfirmPage(email: string, lovedOnes: string[], action: string): string {
  const about = lovedOnes.length ? ` about ${escapeHtml(lovedOnes.join(' and '))}` : '';
  return page(
    'Confirm',
    `<h1>Is this you?</h1>
<p>Confirm that ${escapeHtml(email)} should get Fondly's family emails${about}, and urgent alerts if they were chosen for you.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm It Is Me</button></form>`,
  );
}

export function familyConfirmedPage(email: string): string {
  return page(
    'Confirmed',
    `<h1>Thank you, you are on the list</h1>
<p>${escapeHtml(email)} now gets what the family chose for you. Every email has a link to stop it.</p>`,
  );
}
