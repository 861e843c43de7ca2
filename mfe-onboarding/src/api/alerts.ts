import { apiGet, apiPost } from '@fondly/design-system/client';
import type { OpenAlert, ResolveAlertInput } from '@fondly/api/contract';

export const listOpenAlerts = () => apiGet<{ alerts: OpenAlert[] }>('/api/alerts').then((r) => r.alerts);
export const resolveAlert = (callId: string, input: ResolveAlertInput) =>
  apiPost<{ callId: string; resolvedBy: string; note: string; resolvedAt: string }>(`/api/alerts/${encodeURIComponent(callId)}/resolve`, input);
