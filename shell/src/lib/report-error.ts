import { apiPost } from '@fondly/design-system/client';

/** Tells the API about a front-end failure. Never throws: reporting must not make things worse. */
export function reportClientError(input: { remote?: string; message: string; detail?: string }) {
  void apiPost('/api/client-errors', {
    remote: input.remote,
    route: window.location.pathname.slice(0, 2000),
    message: input.message.slice(0, 2000),
    detail: input.detail?.slice(0, 8000),
  }).catch(() => {});
}
