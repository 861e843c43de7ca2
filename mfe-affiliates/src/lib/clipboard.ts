import { toast } from '@fondly/design-system';
import { AFFILIATE_MESSAGES } from '@fondly/api/contract';

/** Copies text and says 'Copied!'; falls back to a hidden field where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
  toast({ title: AFFILIATE_MESSAGES.copied, variant: 'success', duration: 2000 });
}
