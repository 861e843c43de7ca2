import { platformApi, type ClientErrorInput } from '@fondly/contract';
import { callApi } from './api-client';

/**
 * POST /api/client-errors: tells the team about a front-end failure (the operators read the
 * client error log). The route is the page's own; texts are cut to what the API accepts.
 * Never throws: reporting must not make things worse.
 */
export function reportClientError(input: Omit<ClientErrorInput, 'route'>): void {
  const body: ClientErrorInput = {
    remote: input.remote,
    route: window.location.pathname.slice(0, 2000),
    message: input.message.slice(0, 2000),
    detail: input.detail?.slice(0, 8000),
  };
  void callApi(platformApi.reportClientError, { body }).catch(() => {});
}
