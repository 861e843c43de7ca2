import { copyToClipboard, toast } from '@fondly/design-system';
import { AFFILIATE_MESSAGES } from '@fondly/contract';

/** Copies text and says 'Copied!'. */
export async function copyText(text: string): Promise<void> {
  await copyToClipboard(text);
  toast({ title: AFFILIATE_MESSAGES.copied, variant: 'success', duration: 2000 });
}
