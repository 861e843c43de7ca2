import { createRoute, z } from '@hono/zod-openapi';
import { registrySchema, remoteEntrySchema, remoteNameSchema, setRemoteVersionSchema } from '@fondly/contract/platform';
import type { AppDeps } from '../../context.js';
import { requireOperator } from '../../auth/index.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { SUCCESS } from '../../logs/index.js';
import { remoteBuildsSchema, remoteHistorySchema } from '@fondly/contract/remote-builds';
import {
  describedRemoteHistory,
  fetchManifestProbe,
  fetchVersionsIndex,
  listRemoteBuilds,
  listRemotes,
  rollbackRemote,
  setRemoteVersion,
  type ManifestProbe,
  type VersionsFetcher,
} from '../registry.js';

const nameParam = z.object({ name: remoteNameSchema });

export function registryRoutes(deps: AppDeps, probe: ManifestProbe = fetchManifestProbe, fetchIndex: VersionsFetcher = fetchVersionsIndex) {
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
      c.var.log.info({ ...SUCCESS, remote: name, version: entry.version }, 'remote version switched');
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
  router.openapi(
    createRoute({
      method: 'get',
      path: '/registry/{name}/builds',
      tags: ['platform'],
      summary: "The builds of one remote still online, from its base URL's versions.json (operators)",
      request: { params: nameParam },
      responses: { 200: jsonContent(remoteBuildsSchema, 'Builds, newest first'), ...errorResponses },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listRemoteBuilds(name, deps.config.remotes, fetchIndex), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/registry/{name}/history',
      tags: ['platform'],
      summary: 'Every version switch of one remote, newest first (operators)',
      request: { params: nameParam },
      responses: { 200: jsonContent(remoteHistorySchema, 'The last 50 changes'), ...errorResponses },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await describedRemoteHistory(db, name), 200);
    },
  );
  return router;
}
