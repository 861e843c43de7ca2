import { apiPath, callApi } from '@fondly/design-system/client';
import { outboxApi } from '@fondly/contract';

/** One mail's text, headers and delivery state. */
export const getOutboxMail = (id: number) => callApi(outboxApi.mail, { params: { id } });

/** Where the sandboxed HTML and the PDF of a mail are served. */
export const outboxMailHtmlUrl = (id: number) => apiPath(outboxApi.html, { params: { id } });
export const outboxMailAttachmentUrl = (id: number) => apiPath(outboxApi.attachment, { params: { id } });
