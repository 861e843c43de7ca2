/**
 * The ad-tracking adapter (spec: "a conversion event is sent to an ad-tracking service when
 * the page loads"; decisions.md: one small adapter, off by default locally, configured by
 * environment in production). The API writes the configuration into every page as
 * <script type="application/json" id="fondly-ad-tracking"> from AD_TRACKING_* variables
 * (api/src/env.ts), so turning tracking on or off needs no rebuild of this remote.
 */
export type AdTrackingConfig =
  | { provider: 'off' }
  /** Google Ads: tagId "AW-123456789", sendTo "AW-123456789/AbCdEfGh" (the conversion label). */
  | { provider: 'gtag'; tagId: string; sendTo: string };

export const AD_TRACKING_ELEMENT_ID = 'fondly-ad-tracking';

const TAG_ID = /^[A-Z]{1,3}-[A-Za-z0-9]+$/;
const SEND_TO = /^[A-Z]{1,3}-[A-Za-z0-9]+\/[A-Za-z0-9_-]+$/;

/** Reads what the API configured; anything missing or malformed means off. */
export function readAdTrackingConfig(doc: Document = document): AdTrackingConfig {
  const text = doc.getElementById(AD_TRACKING_ELEMENT_ID)?.textContent;
  if (!text) return { provider: 'off' };
  try {
    const value = JSON.parse(text) as Partial<{ provider: string; tagId: string; sendTo: string }>;
    if (value.provider === 'gtag' && TAG_ID.test(value.tagId ?? '') && SEND_TO.test(value.sendTo ?? '')) {
      return { provider: 'gtag', tagId: value.tagId!, sendTo: value.sendTo! };
    }
  } catch {
    // fall through: tracking stays off rather than breaking the page
  }
  return { provider: 'off' };
}

/** Visitors whose browser asks not to be tracked (Global Privacy Control) are not. */
function visitorOptedOut(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

type Gtag = (...args: unknown[]) => void;
interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

function sendGtagConversion(config: Extract<AdTrackingConfig, { provider: 'gtag' }>, win: Window & TrackingWindow) {
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, exactly as Google's snippet pushes them.
  win.gtag =
    win.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  win.gtag('js', new Date());
  win.gtag('config', config.tagId);
  win.gtag('event', 'conversion', { send_to: config.sendTo });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.tagId)}`;
  win.document.head.appendChild(script);
}

let sentThisPageLoad = false;

/**
 * Sends the conversion event at most once per page load, however often the landing page
 * renders (StrictMode, navigating away and back). Returns whether an event was sent.
 */
export function trackLandingConversion(config: AdTrackingConfig = readAdTrackingConfig()): boolean {
  if (sentThisPageLoad) return false;
  sentThisPageLoad = true;
  if (config.provider === 'off' || visitorOptedOut()) return false;
  sendGtagConversion(config, window as Window & TrackingWindow);
  return true;
}

/** Tests only: a new page load. */
export function forgetConversionForTests() {
  sentThisPageLoad = false;
}
