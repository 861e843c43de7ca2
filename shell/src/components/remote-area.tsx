import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Fallback, LoadingArea } from '@fondly/design-system';
import type { RemoteName } from '@fondly/contract';
import { loadRemoteModule, type RemoteModule } from '../lib/federation';
import { reportClientError } from '@fondly/design-system/client';
import { REMOTE_MODULE } from '../app/routes';

const loaded = new Map<RemoteName, RemoteModule>();

type State = { status: 'loading' } | { status: 'ready'; mod: RemoteModule } | { status: 'failed'; error: Error };

/**
 * One remote's area of the page. A remote that is down, slow or throws is contained
 * here: the rest of the site keeps working and the failure is reported to the API.
 */
export function RemoteArea({ remote, route }: { remote: RemoteName; route: string }) {
  const [state, setState] = useState<State>(() => {
    const mod = loaded.get(remote);
    return mod ? { status: 'ready', mod } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const mod = loaded.get(remote);
    if (mod) {
      setState({ status: 'ready', mod });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule(remote, REMOTE_MODULE).then(
      (m) => {
        loaded.set(remote, m);
        if (live) setState({ status: 'ready', mod: m });
      },
      (error: Error) => {
        reportClientError({ remote, message: `could not load ${remote}: ${error.message}` });
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (state.status === 'loading') return <LoadingArea label="Loading…" />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  const Page = state.mod.default;
  return (
    <RemoteBoundary remote={remote}>
      <div data-remote={remote} className="shell-remote-area">
        <Page route={route} />
      </div>
    </RemoteBoundary>
  );
}

function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="shell-fallback" data-testid="remote-fallback">
      <Fallback
        title="This part of Fondly is taking a break"
        message="We couldn't load this page just now. The rest of the site still works. Please try again in a moment."
        retryLabel="Try again"
        onRetry={onRetry}
      />
    </main>
  );
}

/** Catches a remote that throws while rendering; resets when the route changes. */
function RemoteBoundary({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} remote={remote}>
      {children}
    </ErrorBoundary>
  );
}

class ErrorBoundary extends Component<{ remote: RemoteName; children: ReactNode }, { error: Error | null; tries: number }> {
  override state = { error: null as Error | null, tries: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError({ remote: this.props.remote, message: `render failed: ${error.message}`, detail: info.componentStack ?? undefined });
  }

  override render() {
    if (this.state.error) {
      return <AreaUnavailable onRetry={() => this.setState((s) => ({ error: null, tries: s.tries + 1 }))} />;
    }
    return <div key={this.state.tries}>{this.props.children}</div>;
  }
}
