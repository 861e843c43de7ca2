import type { CallStateValue } from '@fondly/contract';
import { StatusBadge, type StatusTone } from '../../../components';

export const CALL_STATE_LABEL: Record<CallStateValue, string> = {
  scheduled: 'Scheduled',
  dialing: 'Dialing',
  ringing: 'Ringing',
  in_progress: 'In progress',
  completed: 'Completed',
  no_answer: 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  failed: 'Failed',
  canceled: 'Canceled',
};

const TONE: Record<CallStateValue, StatusTone> = {
  scheduled: 'neutral',
  dialing: 'info',
  ringing: 'info',
  in_progress: 'success',
  completed: 'success',
  no_answer: 'warning',
  busy: 'warning',
  voicemail: 'neutral',
  failed: 'danger',
  canceled: 'neutral',
};

export function CallState({ state }: { state: CallStateValue }) {
  return <StatusBadge tone={TONE[state]}>{CALL_STATE_LABEL[state]}</StatusBadge>;
}
