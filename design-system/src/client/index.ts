export { apiBase, apiGet, apiPost, apiPut, apiPatch, apiDelete, queryPath } from './api-client';
export type { ApiGetOptions } from './api-client';
export { ApiError, parseApiError } from './api-error';
export { reportClientError } from './report-client-error';
export type { ErrorBody } from '@fondly/api/contract';
