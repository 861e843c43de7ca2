import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AD_TRACKING_ELEMENT_ID, forgetConversionForTests, readAdTrackingConfig, trackLandingConversion } from './ad-tracking';

type TrackingWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const win = window as TrackingWindow;

function configure(json: string | null) {
  document.getElementById(AD_TRACKING_ELEMENT_ID)?.remove();
  if (json === null) return;
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = AD_TRACKING_ELEMENT_ID;
  el.textContent = json;
  document.head.appendChild(el);
}

const conversions = () => (win.dataLayer ?? []).filter((args) => args[0] === 'event' && args[1] === 'conversion');
const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

beforeEach(() => {
  forgetConversionForTests();
  delete win.dataLayer;
  delete win.gtag;
  gtagScripts().forEach((s) => s.remove());
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});
afterEach(() => configure(null));

describe('the landing conversion event', () => {
  it('is sent to Google Ads once per page load, however often the landing page renders', () => {
    configure('{"provider":"gtag","tagId":"AW-123456789","sendTo":"AW-123456789/AbCdEf"}');
    expect(trackLandingConversion()).toBe(true);
    expect(trackLandingConversion()).toBe(false);
    expect(trackLandingConversion()).toBe(false);
    expect(conversions()).toHaveLength(1);
    expect(conversions()[0]![2]).toEqual({ send_to: 'AW-123456789/AbCdEf' });
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
  });

  it('sends nothing when the API configured no tracking (the local default)', () => {
    configure(null);
    expect(trackLandingConversion()).toBe(false);
    configure('{"provider":"off"}');
    forgetConversionForTests();
    expect(trackLandingConversion()).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('sends nothing when the visitor’s browser asks not to be tracked', () => {
    configure('{"provider":"gtag","tagId":"AW-1","sendTo":"AW-1/x"}');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(trackLandingConversion()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('treats a malformed configuration as off instead of breaking the page', () => {
    for (const bad of ['not json', '{"provider":"gtag"}', '{"provider":"gtag","tagId":"AW-1","sendTo":"javascript:alert(1)"}', '{"provider":"pixel"}']) {
      configure(bad);
      expect(readAdTrackingConfig()).toEqual({ provider: 'off' });
    }
  });
});
