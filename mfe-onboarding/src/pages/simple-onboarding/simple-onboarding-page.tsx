import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingArea, usePageTitle } from '@fondly/design-system';
import type { SignupVariant } from '@fondly/contract';
import { PageShell } from '../../components/page-shell';
import { PAGE_TEXT } from '../page-meta';
import styles from '../../components/page-shell.module.css';
import { getSignupVariant } from '../../api/signup';
import { SignupWizard } from '../../features/signup/wizard';
import { funnelPlanFrom, SingleSignupForm } from '../../features/signup/single-form';

/**
 * /simple-onboarding: Reading A (the wizard) by default, Reading B with ?form=single. With
 * no ?form, the signup experiment decides (sticky per browser; the split is configuration).
 */
export default function SimpleOnboardingPage() {
  usePageTitle(PAGE_TEXT.simpleOnboarding.title, PAGE_TEXT.simpleOnboarding.description);
  const [params] = useSearchParams();
  const form = params.get('form');
  const forced: SignupVariant | null = form === 'single' ? 'single' : form === 'wizard' ? 'wizard' : null;
  const [variant, setVariant] = useState<SignupVariant | null>(forced);

  useEffect(() => {
    if (forced) return setVariant(forced);
    let live = true;
    // If the experiment cannot be asked, everyone gets the default reading.
    getSignupVariant().then(
      (r) => live && setVariant(r.variant),
      () => live && setVariant('wizard'),
    );
    return () => {
      live = false;
    };
  }, [forced]);

  const email = params.get('email') ?? '';
  return (
    <PageShell
      page="simple-onboarding"
      ready={variant !== null}
      actions={
        <Link to="/sign-in" className={styles.headerLink}>
          Already with us? Sign In
        </Link>
      }
    >
      {variant === null && <LoadingArea label="Loading…" minHeight="20rem" />}
      {variant === 'wizard' && <SignupWizard initialEmail={email} initialPlan={params.get('plan')} />}
      {variant === 'single' && <SingleSignupForm initialEmail={email} plan={funnelPlanFrom(params.get('plan'))} />}
    </PageShell>
  );
}
