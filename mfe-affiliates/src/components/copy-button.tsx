import { Button } from '@fondly/design-system';
import { copyText } from '../lib/clipboard';

/** "Copy" next to a code, key or link; the label says what is copied for screen readers. */
export function CopyButton({ text, what, label = 'Copy' }: { text: string; what: string; label?: string }) {
  return (
    <Button variant="secondary" onClick={() => void copyText(text)} aria-label={`${label} ${what}`}>
      {label}
    </Button>
  );
}
