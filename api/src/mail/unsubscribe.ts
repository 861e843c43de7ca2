import type { UnsubscribeList } from '@fondly/contract/stories';
import { escapeHtml, plainPage } from './templates/layout.js';

const LIST_LABEL: Record<UnsubscribeList, string> = {
  moments: 'Moments after each call',
  stories: 'stories after each story call',
  alerts: 'alerts (missed calls, distress and opt-out alerts)',
  all: 'all Fondly family emails',
};

const UNSUBSCRIBE_CSS = `button{min-height:3rem;padding:.75rem 1.5rem;border:0;border-radius:.625rem;background:#0b5d5e;color:#fff;font:inherit;font-weight:bold;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #6b2e83;outline-offset:3px}
label{display:flex;gap:.6rem;align-items:center;margin:.5rem 0 1.25rem}
input{width:1.3rem;height:1.3rem}
a{color:#0b5d5e}
`;
const page = (title: string, body: string) => plainPage(title, body, UNSUBSCRIBE_CSS);

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
