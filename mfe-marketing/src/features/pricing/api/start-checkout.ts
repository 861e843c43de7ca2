import { callApi } from '@fondly/design-system/client';
import { checkoutApi } from '@fondly/contract';

/** The plans the pricing section sells (spec section 2: identifiers starter, premium, legacy). */
export const PRICING_PLAN_IDS = ['starter', 'premium', 'legacy'] as const;
export type PricingPlanId = (typeof PRICING_PLAN_IDS)[number];

/** Only web addresses: a checkout URL must never become a javascript: link. */
export function safeCheckoutUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The checkout of a plan (spec section 7): answers { url }, where the browser goes next; checked all the same before it is followed. */
export async function requestCheckoutUrl(plan: PricingPlanId): Promise<string> {
  const body = await callApi(checkoutApi.url, { params: { plan } });
  const url = safeCheckoutUrl(body?.url, window.location.origin);
  if (!url) throw new Error(`checkout for ${plan} answered without a usable url`);
  return url;
}
