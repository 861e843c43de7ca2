/**
 * Facts the public site prints: how to reach a person at Fondly and where affiliates log in.
 * They are content the marketing team owns, so they are set when this remote is built
 * (MARKETING_SUPPORT_EMAIL, MARKETING_SUPPORT_PHONE, MARKETING_AFFILIATE_STORE_URL; see
 * docs/ship-a-marketing-change.md). The defaults are the local development values.
 */
const built = typeof __FONDLY_SITE__ === 'undefined' ? {} : __FONDLY_SITE__;

export interface PhoneNumber {
  /** E.164, for tel: links. */
  e164: string;
  /** As people read it. */
  display: string;
}

/** "+18005550199" -> "(800) 555-0199"; anything else is shown as given. */
export function displayNorthAmerican(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

const supportPhone = built.supportPhone || '+18005550199';

export const SITE = {
  supportEmail: built.supportEmail || 'support@fondly.local',
  supportPhone: { e164: supportPhone, display: displayNorthAmerican(supportPhone) } satisfies PhoneNumber,
  /** The affiliate programme's dashboard on the partner store; unset, our own dashboard page. */
  affiliateDashboardUrl: built.affiliateStoreUrl || '/affiliate-dashboard',
  /** Support promises (spec section 9). */
  replyWithinHours: 24,
} as const;

/** True when the affiliate dashboard lives on another site (it opens in a new tab). */
export const affiliateDashboardIsExternal = /^https?:\/\//.test(SITE.affiliateDashboardUrl);
