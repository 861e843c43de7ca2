import type { OutboxStatusView } from '@fondly/contract';
import { StatusBadge, type StatusTone } from '../../../components';

export const STATUS_LABEL: Record<OutboxStatusView, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const TONE: Record<OutboxStatusView, StatusTone> = { pending: 'warning', sending: 'info', sent: 'success', failed: 'danger' };

export function OutboxStatus({ status, transport }: { status: OutboxStatusView; transport?: string | null }) {
  const label = status === 'sent' && transport === 'local' ? 'In outbox' : STATUS_LABEL[status];
  return <StatusBadge tone={TONE[status]}>{label}</StatusBadge>;
}
