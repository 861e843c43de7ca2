import { callApi } from '@fondly/design-system/client';
import { supportApi, type SupportStatus } from '@fondly/contract';

/** Open first, Legacy plan first, longest waiting first (operators). */
export const getSupportQueue = (status?: SupportStatus) => callApi(supportApi.queue, { query: { status } }).then((r) => r.requests);

/** Mark answered, or open again. */
export const setSupportStatus = (id: string, status: SupportStatus) => callApi(supportApi.setStatus, { params: { id }, body: { status } });
