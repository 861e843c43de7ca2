import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SiteLayout } from '../../components/site-layout/site-layout';
import { trackLandingConversion } from '../../lib/ad-tracking';
import { ClosingCta } from './sections/closing-cta';
import { Contact } from './sections/contact';
import { Features } from './sections/features';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Pricing } from './sections/pricing';
import { Testimonials } from './sections/testimonials';
import { WhatFamiliesGet } from './sections/what-families-get';

/**
 * Where a finished checkout lands when it comes back to the home page (spec section 2):
 * /?transaction_id=… goes on to /onboarding with the id and the email (possibly empty).
 */
export function onboardingPathFor(params: URLSearchParams): string | null {
  const transactionId = params.get('transaction_id');
  if (!transactionId) return null;
  const next = new URLSearchParams({ transaction_id: transactionId, email: params.get('email') ?? '' });
  return `/onboarding?${next.toString()}`;
}

export default function LandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onboardingPath = onboardingPathFor(params);

  useEffect(() => {
    if (onboardingPath) navigate(onboardingPath, { replace: true });
  }, [onboardingPath, navigate]);

  // Once per page load, however often the page renders (lib/ad-tracking.ts).
  useEffect(() => {
    trackLandingConversion();
  }, []);

  return (
    <SiteLayout route="/">
      <Hero />
      <HowItWorks />
      <WhatFamiliesGet />
      <Features />
      <Testimonials />
      <Pricing />
      <Contact />
      <ClosingCta />
    </SiteLayout>
  );
}
