import { callApi } from '@fondly/design-system/client';
import { outboxApi } from '@fondly/contract';

/** Try a failed mail again now. */
export const retryOutboxMail = (id: number) => callApi(outboxApi.retry, { params: { id } });
