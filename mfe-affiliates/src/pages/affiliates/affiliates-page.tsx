import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, LoadingArea, toast, usePageRendered, usePageTitle, usePlans } from '@fondly/design-system';
import { parseApiError } from '@fondly/design-system/client';
import {
  AFFILIATE_MESSAGES,
  COMMISSION_RATE_PERCENT,
  formatCents,
  MIN_PAYOUT_CENTS,
  type AffiliateSignupAccepted,
  type AffiliateSignupResult,
} from '@fondly/contract';
import { AffiliateTopBar } from '../../components/affiliate-top-bar';
import { CommissionExamples } from '../../components/commission-examples';
import { monthlyCommissionRange } from '../../lib/plans';
import { confirmAffiliateEmail } from '../../features/signup/api/join-affiliate-program';
import { CheckEmailView } from '../../features/signup/components/check-email-view';
import { JoinedView } from '../../features/signup/components/joined-view';
import { SignupForm } from '../../features/signup/components/signup-form';
import { AFFILIATES_TEXT } from '../page-meta';
import '../../styles/affiliates.css';

/** /affiliates: what affiliates earn, and the signup form (spec section 2). */
export default function AffiliatesPage() {
  usePageTitle(AFFILIATES_TEXT.title, AFFILIATES_TEXT.description);
  const plans = usePlans();
  const [params] = useSearchParams();
  const [confirmToken] = useState(() => params.get('confirm'));
  const [confirming, setConfirming] = useState(Boolean(confirmToken));
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<AffiliateSignupAccepted | null>(null);
  const [joined, setJoined] = useState<AffiliateSignupResult | null>(null);
  // A new key each time: the form is rebuilt empty for the next person.
  const [formRound, setFormRound] = useState(0);
  const started = useRef(false);
  usePageRendered('affiliates');

  // The emailed link (/affiliates?confirm=…): spent once with a POST from this page, so a mail
  // scanner opening the link cannot use it up, and taken out of the address bar at once.
  useEffect(() => {
    if (!confirmToken || started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('confirm');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    confirmAffiliateEmail({ token: confirmToken }).then(
      (result) => {
        toast({ title: AFFILIATE_MESSAGES.welcome, variant: 'success' });
        setJoined(result);
        setConfirming(false);
      },
      (err: unknown) => {
        setLinkProblem(parseApiError(err)?.error.message ?? AFFILIATE_MESSAGES.confirmLinkSpent);
        setConfirming(false);
      },
    );
  }, [confirmToken]);

  const startAfresh = () => {
    setJoined(null);
    setSent(null);
    setLinkProblem(null);
    setFormRound((r) => r + 1);
  };

  return (
    <main className="aff-page" data-page="affiliates">
      <AffiliateTopBar current="program" />
      <section className="aff-hero">
        <p className="aff-eyebrow">Fondly affiliate program</p>
        <h1 className="aff-hero__title">Earn {monthlyCommissionRange(plans)} per referral</h1>
        <p className="aff-hero__lead">
          Introduce families to Fondly's warm companion calls for their older loved ones, and earn a {COMMISSION_RATE_PERCENT}% recurring commission on
          every payment they make, for as long as they stay.
        </p>
      </section>

      <div className="aff-columns">
        <div className="aff-stack">
          <section aria-labelledby="aff-how">
            <h2 id="aff-how">{COMMISSION_RATE_PERCENT}% recurring commission</h2>
            <p>Every paid invoice of a family you referred earns you {COMMISSION_RATE_PERCENT}%, month after month. For example:</p>
            <CommissionExamples />
          </section>
          <section aria-labelledby="aff-steps">
            <h2 id="aff-steps">How it works</h2>
            <ol className="aff-steps">
              <li>
                <strong>Join</strong> with your name and email, and open the link we email you. You get a referral code and a private key to your dashboard.
              </li>
              <li>
                <strong>Share your link</strong> with families, readers or residents. Visitors are remembered for 60 days.
              </li>
              <li>
                <strong>Earn</strong> {COMMISSION_RATE_PERCENT}% of every payment, and request a payout once you reach {formatCents(MIN_PAYOUT_CENTS)}.
              </li>
            </ol>
          </section>
        </div>

        <Card title={joined || sent || confirming ? undefined : 'Join the affiliate program'} headingLevel={2} className="aff-signup">
          {confirming ? (
            <LoadingArea label="Confirming your email…" minHeight="12rem" />
          ) : joined ? (
            <JoinedView result={joined} onAnother={startAfresh} />
          ) : sent ? (
            <CheckEmailView sent={sent} onAnother={startAfresh} />
          ) : (
            <>
              {linkProblem && (
                <p className="aff-alert" role="alert">
                  {linkProblem}
                </p>
              )}
              <SignupForm key={formRound} onSent={setSent} />
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
