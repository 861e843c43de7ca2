import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingArea, toast, usePageTitle, serverMessage } from '@fondly/design-system';
import { FormAlert } from '../../components/form-alert';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { redeemSignInLink } from '../../api/account';
import { SignInForm } from '../../features/sign-in/sign-in-form';
import { PAGE_TEXT } from '../page-meta';

/**
 * /sign-in: ask for an emailed link, or (?token=…) spend one. The token is spent with a
 * POST from this page, so an email scanner that opens the link cannot use it up. The form
 * arrives prerendered (page-meta.ts); a link being spent is painted by the app.
 */
export default function SignInPage() {
  usePageTitle(PAGE_TEXT.signIn.title);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageShell page="sign-in">
      <div className={styles.formCard}>{token ? <RedeemLink token={token} /> : <SignInForm headingLevel={1} />}</div>
    </PageShell>
  );
}

function RedeemLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redeemSignInLink(token).then(
      (account) => {
        toast({ title: `Welcome back, ${account.name.split(' ')[0]}!`, variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => setProblem(serverMessage(error) ?? 'This sign-in link did not work. Please ask for a new one.'),
    );
  }, [token, navigate]);
  if (!problem) return <LoadingArea label="Signing you in…" minHeight="12rem" />;
  return (
    <>
      <h1 className={styles.heading}>Sign in</h1>
      <FormAlert>
        <p>{problem}</p>
      </FormAlert>
      <SignInForm headingLevel={2} />
    </>
  );
}
