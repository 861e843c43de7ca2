import type { ProviderHealthReport } from '@fondly/contract';
import { StatusBadge, formatTime } from '../../../components';

const ROLE: Record<ProviderHealthReport['providers'][number]['role'], { label: string; fallback: string }> = {
  model: { label: 'Language model', fallback: 'the embedded companion answers' },
  voice: { label: 'Voice', fallback: 'the offline voice speaks' },
  transcriber: { label: 'Transcriber', fallback: 'the companion asks her to say it again' },
};

/**
 * Provider health on the live calls board: a provider that keeps failing is marked
 * degraded (a circuit breaker) and its fallback serves the next calls until it recovers.
 * With only embedded providers there is nothing to break, and the panel says so.
 */
export function ProviderHealth({ report }: { report: ProviderHealthReport }) {
  return (
    <div className="adm-calls__section" data-testid="provider-health">
      <h2>Providers</h2>
      {report.providers.length === 0 ? (
        <p className="adm-calls__empty">Calls use the embedded companion and the offline voice: no outside provider can fail.</p>
      ) : (
        <ul className="adm-calls__providers">
          {report.providers.map((p) => (
            <li key={p.role} data-state={p.state}>
              <strong>{ROLE[p.role].label}</strong> ({p.provider}){' '}
              <StatusBadge tone={p.state === 'degraded' ? 'danger' : p.failures > 0 ? 'warning' : 'success'}>{p.state === 'degraded' ? 'Degraded' : 'Healthy'}</StatusBadge>
              <span className="adm-calls__meta">
                {p.state === 'degraded' ? `Since ${formatTime(p.degradedSince!)}: ${ROLE[p.role].fallback}. ` : ''}
                {p.failures} failures, {p.fallbacks} turns served by the fallback, {p.successes} on time.
                {p.lastFailure ? ` Last failure ${formatTime(p.lastFailure.at)}: ${p.lastFailure.reason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
