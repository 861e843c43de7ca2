export { apiBase, apiPath, callApi, callApiIfSignedIn } from './api-client';
export type { ApiArgs } from './api-client';
export { ApiError, parseApiError } from './api-error';
export { reportClientError } from './report-client-error';
export type { ErrorBody } from '@fondly/contract';
