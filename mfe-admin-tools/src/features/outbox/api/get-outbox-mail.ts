import { apiGet, queryPath } from '@fondly/design-system/client';
import type { OutboxMailDetail } from '@fondly/api/contract';

/** GET /api/outbox/{id}: one mail's text, headers and delivery state. */
export const getOutboxMail = (id: number) => apiGet<OutboxMailDetail>(queryPath('/api/outbox', id));

/** Where the sandboxed HTML and the PDF of a mail are served. */
export const outboxMailHtmlUrl = (id: number) => queryPath('/api/outbox', id, 'html');
export const outboxMailAttachmentUrl = (id: number) => queryPath('/api/outbox', id, 'attachment');
