/**
 * Tabs of one browser share the session cookie, but not what each page has already shown: a
 * dashboard opened before the family signed in (or finished the setup after paying) in another
 * tab would keep offering the sign-in form. A page that signs in or out says so here; pages that
 * show who is signed in listen and read the account again.
 */
const CHANNEL = 'fondly-session';

export type SessionChange = 'signed-in' | 'signed-out';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Tells the browser's other tabs that this one signed in or out. */
export function announceSessionChange(change: SessionChange): void {
  const ch = channel();
  if (!ch) return;
  ch.postMessage(change);
  ch.close();
}

/** Calls `listener` when another tab of this browser signs in or out; returns the unsubscribe. */
export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  const ch = channel();
  if (!ch) return () => {};
  ch.onmessage = (e: MessageEvent<SessionChange>) => listener(e.data);
  return () => ch.close();
}

/** Passes a result through, telling the other tabs this one is now signed in. */
export function signedIn<T>(result: T): T {
  announceSessionChange('signed-in');
  return result;
}
