import { createRoute, z } from '@hono/zod-openapi';
import { registrySchema, remoteEntrySchema, remoteNameSchema, setRemoteVersionSchema } from '../contract/platform.js';
import type { AppDeps } from '../context.js';
import { requireOperator } from '../auth/sessions.js';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi.js';
import { fetchManifestProbe, listRemotes, rollbackRemote, setRemoteVersion, type ManifestProbe } from '../registry/registry.js';

const nameParam = z.object({ name: remoteNameSchema });

export function registryRoutes(deps: AppDeps, probe: ManifestProbe = fetchManifestProbe) {
  const db = deps.database.db;
  const opts = (by: string) => ({ by, defaults: deps.config.remotes, probe });
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/registry',
      tags: ['platform'],
      summary: 'Where each remote lives: the runtime registry the shell reads',
      responses: { 200: jsonContent(registrySchema, 'The live version of every remote') },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ remotes: await listRemotes(db) }, 200);
    },
  );
  router.use('/registry/*', requireOperator(deps));
  router.openapi(
    createRoute({
      method: 'put',
      path: '/registry/{name}',
      tags: ['platform'],
      summary: 'Point the site at another version of one remote (operators)',
      request: { params: nameParam, body: { content: { 'application/json': { schema: setRemoteVersionSchema } } } },
      responses: { 200: jsonContent(remoteEntrySchema, 'The new live entry'), ...errorResponses },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      const entry = await setRemoteVersion(db, name, c.req.valid('json'), opts(c.var.session?.subjectId ?? 'operator'));
      c.var.log.info({ remote: name, version: entry.version }, 'remote version switched');
      return c.json(entry, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/registry/{name}/rollback',
      tags: ['platform'],
      summary: 'Go back to the previous version of one remote (operators)',
      request: { params: nameParam },
      responses: { 200: jsonContent(remoteEntrySchema, 'The restored entry'), ...errorResponses },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      const entry = await rollbackRemote(db, name, opts(c.var.session?.subjectId ?? 'operator'));
      c.var.log.warn({ remote: name, version: entry.version }, 'remote rolled back');
      return c.json(entry, 200);
    },
  );
  return router;
}
