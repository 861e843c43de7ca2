import { apiGet, apiPost } from '@fondly/design-system/client';
import type { AlertResolved, OpenAlertList, ResolveAlertInput } from '@fondly/api/contract';

export const listOpenAlerts = () => apiGet<OpenAlertList>('/api/alerts').then((r) => r.alerts);
export const resolveAlert = (callId: string, input: ResolveAlertInput) =>
  apiPost<AlertResolved>(`/api/alerts/${encodeURIComponent(callId)}/resolve`, input);
