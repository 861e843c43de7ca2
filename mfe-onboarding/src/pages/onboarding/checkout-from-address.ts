import { useEffect, useState } from 'react';
import { prerendering } from '@fondly/design-system';

/**
 * The checkout a family comes back with (/onboarding?transaction_id=…&email=…). The id and the
 * buyer's email leave the address bar at once (history, screenshots, shared links, analytics
 * and logs would keep them) and are held for this tab only, so a reload still finds them;
 * `forgetCheckout` drops them once the setup is done.
 */
const KEY = 'fondly.checkout';

interface HeldCheckout {
  transactionId: string;
  email: string;
}

function read(): HeldCheckout | null {
  try {
    const held = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as HeldCheckout | null;
    return held && typeof held.transactionId === 'string' ? { transactionId: held.transactionId, email: typeof held.email === 'string' ? held.email : '' } : null;
  } catch {
    return null;
  }
}

export function useCheckoutFromAddress(): HeldCheckout | null {
  const [held] = useState<HeldCheckout | null>(() => {
    // The prerendered page is the frame with "Checking your payment…" (no address there).
    if (prerendering) return { transactionId: '', email: '' };
    const params = new URLSearchParams(window.location.search);
    const transactionId = params.get('transaction_id');
    if (!transactionId) return read();
    const fresh = { transactionId, email: params.get('email') ?? '' };
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(fresh));
    } catch {
      // Storage refused (private mode): this visit still works; a reload goes home.
    }
    return fresh;
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('transaction_id') && !url.searchParams.has('email')) return;
    url.searchParams.delete('transaction_id');
    url.searchParams.delete('email');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return held;
}

/** A payment found another way (this browser's own, in another tab): held for this tab as if it came in the address. */
export function holdCheckout(transactionId: string) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ transactionId, email: '' }));
  } catch {
    // Storage refused: this visit still works.
  }
}

export function forgetCheckout() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing held.
  }
}
