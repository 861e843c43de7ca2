import { apiGet, apiPatch } from '@fondly/design-system/client';
import type { AdminSupportList, SupportRequest } from '@fondly/api/contract';

/** GET /api/admin/support-requests: open first, Legacy plan first, longest waiting first (operators). */
export const getSupportQueue = (status?: 'open' | 'resolved') =>
  apiGet<AdminSupportList>(`/api/admin/support-requests${status ? `?status=${status}` : ''}`).then((r) => r.requests);

/** PATCH /api/admin/support-requests/{id}: mark answered, or open again. */
export const setSupportStatus = (id: string, status: 'open' | 'resolved') =>
  apiPatch<SupportRequest>(`/api/admin/support-requests/${encodeURIComponent(id)}`, { status });
