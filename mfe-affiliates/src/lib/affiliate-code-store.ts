/** The spec keeps the affiliate's referral code in local storage; the private key is never stored. */
const KEY = 'fondly_affiliate_code';

export function rememberedCode(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCode(code: string | null): void {
  try {
    if (code) window.localStorage.setItem(KEY, code);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private browsing without storage: the dashboard still works, it just forgets the code.
  }
}
