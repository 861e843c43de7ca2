import { apiGet } from '@fondly/design-system/client';

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

/** GET /api/checkout/{plan} (spec section 7): answers { url }, where the browser goes next. */
export async function requestCheckoutUrl(plan: PricingPlanId): Promise<string> {
  const body = await apiGet<{ url?: unknown }>(`/api/checkout/${plan}`);
  const url = safeCheckoutUrl(body?.url, window.location.origin);
  if (!url) throw new Error(`checkout for ${plan} answered without a usable url`);
  return url;
}
