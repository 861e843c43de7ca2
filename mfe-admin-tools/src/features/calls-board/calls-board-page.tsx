import { useEffect, useState } from 'react';
import { Button, Fallback, LoadingArea, usePageTitle } from '@fondly/design-system';
import { StatTile, StatTiles, useResource, ViewHeader, errorMessage } from '../../components';
import { getCallsBoard } from './api/get-calls-board';
import { getProviderHealth } from './api/get-provider-health';
import { CallCard } from './components/call-card';
import { CALL_STATE_LABEL } from './components/call-state';
import { ProviderHealth } from './components/provider-health';
import './components/calls-board.css';

/** A live board refreshes itself; every other view reads once (the spec's data defaults). */
const REFRESH_MS = 3000;

/** Live calls: who is being called right now, how each call is going, and how recent calls ended. */
export default function CallsBoardPage() {
  usePageTitle('Live calls');
  const board = useResource(getCallsBoard);
  const health = useResource(getProviderHealth);
  const [now, setNow] = useState(() => Date.now());
  const { reload } = board;
  const reloadHealth = health.reload;
  useEffect(() => {
    const t = setInterval(() => {
      setNow(Date.now());
      reload();
      reloadHealth();
    }, REFRESH_MS);
    return () => clearInterval(t);
  }, [reload, reloadHealth]);

  const data = board.data;
  return (
    <section className="adm-calls" data-testid="calls-board">
      <ViewHeader
        title="Live calls"
        description={
          data?.telephony === 'twilio'
            ? 'Calls placed through Twilio, updated every few seconds.'
            : 'Calls go to the simulated phone: answer them on the Phone simulator, or call a scripted test number.'
        }
        actions={
          <Button variant="secondary" onClick={reload}>
            Refresh
          </Button>
        }
      />
      {board.error && !data && <Fallback title="The board could not load" message={errorMessage(board.error)} onRetry={reload} />}
      {!data && !board.error && <LoadingArea label="Loading calls…" />}
      {data && (
        <>
          <StatTiles label="Calls in the last 24 hours">
            {/* Every state is counted: a busy or canceled call must not vanish from the totals. */}
            {(Object.keys(CALL_STATE_LABEL) as Array<keyof typeof CALL_STATE_LABEL>).map((s) => (
              <StatTile key={s} label={`${CALL_STATE_LABEL[s]} (24 h)`} value={String(data.counts[s] ?? 0)} />
            ))}
          </StatTiles>
          {health.data && <ProviderHealth report={health.data} />}
          <div className="adm-calls__section">
            <h2>Now ({data.live.length})</h2>
            {data.live.length === 0 ? (
              <p className="adm-calls__empty">No call is under way.</p>
            ) : (
              <div className="adm-calls__grid">
                {data.live.map((c) => (
                  <CallCard key={c.id} call={c} now={now} live />
                ))}
              </div>
            )}
          </div>
          <div className="adm-calls__section">
            <h2>Recently ended</h2>
            {data.recent.length === 0 ? (
              <p className="adm-calls__empty">No calls in the last 24 hours.</p>
            ) : (
              <div className="adm-calls__grid">
                {data.recent.map((c) => (
                  <CallCard key={c.id} call={c} now={now} live={false} />
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
