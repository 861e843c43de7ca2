import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AD_TRACKING_ELEMENT_ID, forgetConversionForTests } from '../../lib/ad-tracking';
import LandingPage, { onboardingPathFor } from './landing-page';

describe('coming back to the home page from checkout', () => {
  it('goes on to /onboarding with the transaction id and the email', () => {
    expect(onboardingPathFor(new URLSearchParams('transaction_id=cs_1&email=ann%40example.com&utm_source=x'))).toBe(
      '/onboarding?transaction_id=cs_1&email=ann%40example.com',
    );
  });

  it('keeps an empty email when checkout gave none', () => {
    expect(onboardingPathFor(new URLSearchParams('transaction_id=cs_2'))).toBe('/onboarding?transaction_id=cs_2&email=');
  });

  it('stays on the home page for every other visit', () => {
    expect(onboardingPathFor(new URLSearchParams('utm_source=newsletter'))).toBeNull();
    expect(onboardingPathFor(new URLSearchParams('transaction_id='))).toBeNull();
  });
});

describe('the landing page', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(AD_TRACKING_ELEMENT_ID)?.remove();
  });

  it('reports one conversion per page load, even when it renders again after the visitor comes back', () => {
    forgetConversionForTests();
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = AD_TRACKING_ELEMENT_ID;
    config.textContent = '{"provider":"gtag","tagId":"AW-42","sendTo":"AW-42/landing"}';
    document.head.appendChild(config);
    const win = window as Window & { dataLayer?: IArguments[] };
    delete win.dataLayer;

    const page = () => (
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <LandingPage />
        </MemoryRouter>
      </StrictMode>
    );
    const first = render(page());
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Ending loneliness, one friendly phone call at a time');
    first.unmount();
    render(page());

    const conversions = (win.dataLayer ?? []).filter((args) => args[0] === 'event' && args[1] === 'conversion');
    expect(conversions).toHaveLength(1);
  });
});
