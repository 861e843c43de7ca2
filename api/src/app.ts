import { OpenAPIHono } from '@hono/zod-openapi';
import { createNodeWebSocket } from '@hono/node-ws';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_LIMITS } from '@fondly/contract/photos';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, RouteKit, AppEnv } from './context.js';
import { AppError, databaseRefusedValue, UNSAVABLE_INPUT, type ErrorBody } from './lib/errors.js';
import { renderDocsPage } from './lib/docs-page.js';
import { INTERNAL_ERROR_MESSAGE } from '@fondly/contract/errors';
import { policyOnEveryPage, sameOriginWrites } from './lib/security.js';
import { affiliateRoutes as affiliatesRoutes } from './affiliates/routes/affiliates.js';
import { operatorRoutes as authRoutes } from './auth/routes/operator.js';
import { callsRoutes } from './calls/routes/index.js';
import { familiesRoutes } from './families/routes/index.js';
import { feedbackRoutes } from './feedback/routes/feedback.js';
import { giftsRoutes } from './gifts/routes/gifts.js';
import { keepsakesRoutes } from './keepsakes/routes/index.js';
import { redactPath } from './logs/index.js';
import { logsRoutes } from './logs/routes/index.js';
import { mailRoutes } from './mail/routes/index.js';
import { paymentsRoutes } from './payments/routes/index.js';
import { planRoutes as plansRoutes } from './plans/routes/plans.js';
import { healthRoutes as platformRoutes } from './platform/routes/health.js';
import { registryRoutes } from './registry/routes/registry.js';
import { captureReferral } from './referrals/index.js';
import { serveShell } from './static/shell.js';
import { listenRoutes } from './recordings/routes/listen.js';

/** Paths that authenticate by signature instead of cookies (Stripe, Twilio). */
export const WEBHOOK_PREFIXES = ['/api/webhooks/'];
/**
 * Writes authorised by a secret in the path, never by a cookie, so a forged cross-site request
 * gains nothing: the one-button pages of mail links (unsubscribe, the family list's confirmation).
 * Their pages send no referrer, so the browser's own form posts Origin: null.
 */
export const LINK_SECRET_PREFIXES = ['/api/unsubscribe/', '/api/family-list/'];

/**
 * The whole HTTP surface. Call `injectWebSocket(server)` once the node server exists,
 * or WebSocket routes (/ws, media streams, the simulated phone) will not upgrade.
 */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { injectWebSocket, upgradeWebSocket } = createNodeWebSocket({ app });
  const kit: RouteKit = { upgradeWebSocket };

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const log = deps.logger.child({ requestId: c.var.requestId });
    c.set('log', log);
    c.set('session', null);
    const t0 = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info(
        // The path without secrets of its own (a checkout's id, an unsubscribe token): logs are kept and shown.
        { method: c.req.method, path: redactPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - t0) },
        'request',
      );
    }
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: 'same-origin' }));
  app.use('*', policyOnEveryPage());
  const tooLarge = () => {
    throw new AppError(413, 'payload_too_large', 'That request is too large.');
  };
  const smallBodies = bodyLimit({ maxSize: 256 * 1024, onError: tooLarge });
  // A family photo is sent as a data URL: up to 5 MB of image, a third more as base64 (contract/photos.ts).
  const photoBodies = bodyLimit({ maxSize: Math.ceil((PHOTO_LIMITS.maxBytes * 4) / 3) + 64 * 1024, onError: tooLarge });
  app.use('/api/*', (c, next) => (c.req.path === '/api/family-photos' ? photoBodies(c, next) : smallBodies(c, next)));
  app.use('/api/*', sameOriginWrites(deps.config.publicUrl, [...WEBHOOK_PREFIXES, ...LINK_SECRET_PREFIXES]));

  // Each domain's endpoints, mounted at its prefix (the paths inside are the rest of the URL).
  // A domain's routes live in <domain>/routes/ and reach app.ts only through <domain>/index.ts.
  const domains: Array<[prefix: string, routes: OpenAPIHono<AppEnv>]> = [
    ['/api', platformRoutes(deps)],
    ['/api', registryRoutes(deps)],
    ['/', logsRoutes(deps, kit)],
    ['/api', authRoutes(deps)],
    ['/api', feedbackRoutes(deps)],
    ['/api', plansRoutes()],
    ['/api', familiesRoutes(deps)],
    ['/api', paymentsRoutes(deps)],
    ['/api', giftsRoutes(deps)],
    ['/api', affiliatesRoutes(deps)],
    ['/api', keepsakesRoutes(deps)],
    ['/api', mailRoutes(deps)],
    ['/api', callsRoutes(deps, kit)],
    ['/', listenRoutes(deps)],
  ];
  for (const [prefix, routes] of domains) app.route(prefix, routes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Fondly API', version: '1.0.0', description: 'Scheduled AI companion calls for older people.' },
  });
  app.get('/api/docs', (c) => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Fondly API', version: '1.0.0' } });
    return c.html(renderDocsPage(doc as never));
  });

  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', 'There is no such API endpoint.');
  });

  // ?ref=CODE on any page keeps the referral in a cookie and counts the click.
  app.use('*', captureReferral(deps));
  if (deps.config.shellDist) serveShell(app, deps);

  app.onError((err, c) => {
    const log = c.var.log ?? deps.logger;
    if (err instanceof AppError) {
      if (err.status >= 500) log.error({ err }, err.message);
      return c.json(err.toBody(), err.status);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON and similar client mistakes.
      const status = err.status;
      const body: ErrorBody = {
        error: {
          code: status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'bad_request',
          message: status === 400 ? 'The request body is not valid JSON.' : err.message || 'Bad request',
        },
      };
      return c.json(body, status as 400);
    }
    const refused = databaseRefusedValue(err);
    if (refused) {
      // The contract let through a value the database cannot hold: answered plainly, fixed in the contract.
      log.error({ err, sqlstate: refused, path: c.req.path }, 'input reached the database unchecked');
      return c.json({ error: { code: 'bad_request', message: UNSAVABLE_INPUT } } satisfies ErrorBody, 400);
    }
    log.error({ err }, 'unhandled error');
    const body: ErrorBody = { error: { code: 'internal', message: INTERNAL_ERROR_MESSAGE } };
    return c.json(body, 500);
  });

  return { app, injectWebSocket, kit };
}

export type App = ReturnType<typeof createApp>['app'];
