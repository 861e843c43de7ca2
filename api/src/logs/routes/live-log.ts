import type { WebSocket } from 'ws';
import type { AppDeps, RouteKit } from '../../context.js';
import { requireOperator, sessionStillValid } from '../../auth/index.js';
import { createRouter, documentRoute } from '../../lib/openapi.js';
import { sameOriginUpgrade } from '../../lib/security.js';
import { logHubFor, type LogViewer } from '../log-hub.js';

/** How often an open viewer is pinged and its operator session checked again. */
const HEARTBEAT_MS = 30_000;

/**
 * GET /ws: the live log, operators only. Each message is a JSON array of log entries
 * (contract/logs.ts), oldest first: first the recent ones, then each new batch as it happens.
 */
export function liveLogRoutes(deps: AppDeps, kit: RouteKit) {
  const hub = logHubFor(deps.database);
  const router = createRouter();
  documentRoute(router, {
    method: 'get',
    path: '/ws',
    tags: ['admin tools'],
    summary: 'WebSocket: the live log (JSON arrays of entries, oldest first), operators only, same origin only',
    responses: { 101: { description: 'Switching protocols' }, 401: { description: 'Not signed in.' }, 403: { description: 'Another site, or not an operator.' } },
  });
  router.get(
    '/ws',
    sameOriginUpgrade(deps.config.publicUrl),
    requireOperator(deps),
    kit.upgradeWebSocket((c) => {
      const session = c.var.session!;
      const log = c.var.log;
      // A signed-out or expired operator stops receiving; the shared token has no session row.
      const stillSignedIn = () => sessionStillValid(deps.database.db, session, deps.now());
      let viewer: LogViewer | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      let open = true;
      const stop = () => {
        open = false;
        if (heartbeat) clearInterval(heartbeat);
        if (viewer) hub.disconnect(viewer);
        viewer = null;
      };
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket;
          hub
            .connect({
              send: (data) => raw.send(data),
              get bufferedAmount() {
                return raw.bufferedAmount;
              },
              close: (code, reason) => raw.close(code, reason),
            })
            .then(
              (v) => {
                if (!open) return hub.disconnect(v);
                viewer = v;
                log.info({ operator: session.subjectId }, 'live log viewer connected');
              },
              (err: unknown) => {
                log.error({ err }, 'live log: could not listen for log lines');
                raw.close(1011, 'The live log is unavailable');
              },
            );
          heartbeat = setInterval(() => {
            raw.ping();
            stillSignedIn().then(
              (ok) => {
                if (!ok) raw.close(4401, 'Operator session ended');
              },
              () => {},
            );
          }, HEARTBEAT_MS);
          heartbeat.unref();
        },
        onClose() {
          stop();
        },
        onError() {
          stop();
        },
      };
    }),
  );
  return router;
}
