import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Fallback, LoadingArea } from '@fondly/design-system';
import { SIGN_IN_LINK_SPENT, type Operator } from '@fondly/contract';
import { OperatorContext, type OperatorSession } from './operator-context';
import { getOperator, signOutOperator } from './operator-api';
import './operator-gate.css';

type GateState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; operator: Operator }
  | { status: 'failed' };

/**
 * Everything here places real calls or shows families' personal data, so the content only
 * renders for a signed-in operator; anyone else gets the sign-in explanation instead. The
 * API refuses them on its own as well: this gate is for people, not for security.
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>({ status: 'checking' });
  const [checks, setChecks] = useState(0);
  const [params] = useSearchParams();
  const linkSpent = params.get('sign-in') === 'spent';

  useEffect(() => {
    let live = true;
    getOperator().then(
      (operator) => live && setState(operator ? { status: 'signed-in', operator } : { status: 'signed-out' }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [checks]);

  const recheck = useCallback(() => setChecks((n) => n + 1), []);
  const signOut = useCallback(async () => {
    await signOutOperator();
    setState({ status: 'signed-out' });
  }, []);

  const session = useMemo<OperatorSession | null>(
    () => (state.status === 'signed-in' ? { operator: state.operator, signOut, sessionLost: recheck } : null),
    [state, signOut, recheck],
  );

  if (state.status === 'checking') return <LoadingArea label="Checking your operator session…" minHeight="20rem" />;
  if (state.status === 'failed') {
    return (
      <main className="adm-gate">
        <Fallback
          title="The admin tools could not reach the API"
          message="Check that the Fondly API is running, then try again."
          onRetry={recheck}
        />
      </main>
    );
  }
  if (!session) return <SignInRequired linkSpent={linkSpent} onCheckAgain={recheck} />;
  return <OperatorContext.Provider value={session}>{children}</OperatorContext.Provider>;
}

function SignInRequired({ linkSpent, onCheckAgain }: { linkSpent: boolean; onCheckAgain: () => void }) {
  return (
    <main className="adm-gate" data-testid="operator-sign-in-required">
      <section className="adm-gate__panel" aria-labelledby="adm-gate-title">
        <svg className="adm-gate__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <h1 id="adm-gate-title">Operator sign-in required</h1>
        {linkSpent && (
          <p className="adm-gate__notice" role="alert">
            {SIGN_IN_LINK_SPENT} Ask for a new one below.
          </p>
        )}
        <p>
          These tools place real phone calls and show families' personal details, so only a signed-in
          operator can use them.
        </p>
        <h2 className="adm-gate__subtitle">How to get a sign-in link</h2>
        <ol className="adm-gate__steps">
          <li>
            Start Fondly with <code>pnpm start</code>. The terminal prints a line{' '}
            <q>Operator sign-in (one-time link)</q> with a fresh link.
          </li>
          <li>Open that link in this browser. It works once and expires after 24 hours.</li>
          <li>
            For scripts and CI (and production, where nothing is printed):{' '}
            <code>POST /api/operator/sign-in-links</code> with <code>Authorization: Bearer $OPERATOR_TOKEN</code>{' '}
            answers a link that is valid for 10 minutes.
          </li>
        </ol>
        <Button variant="secondary" onClick={onCheckAgain}>
          I have signed in, check again
        </Button>
      </section>
    </main>
  );
}
