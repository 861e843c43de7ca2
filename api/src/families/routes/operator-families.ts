import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../context.js';
import { familyDetailSchema, familyIdParamSchema, familySearchQuerySchema, familySearchResultSchema } from '@fondly/contract/operator-families';
import { requireOperator } from '../../auth/index.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { familyDetail, searchFamilies } from '../operator-families.js';

/** Operators find a family (by name, recipient, email or phone) and see all of it on one page. */
export function operatorFamilyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/admin/families', requireOperator(deps));
  router.use('/admin/families/*', requireOperator(deps));
  return router
    .openapi(operatorRead('/admin/families', 'Find families by the subscriber’s name or email, a recipient’s name, a family member’s email, or a phone number (4 digits or more)', { query: familySearchQuerySchema }, familySearchResultSchema, 'Up to 20 families, newest first'), async (c) =>
      noStore(c, { families: await searchFamilies(db, c.req.valid('query').q) }),
    )
    .openapi(operatorRead('/admin/families/{id}', 'One family: plan, people, calls with every state counted, alerts, mails and support requests', { params: familyIdParamSchema }, familyDetailSchema, 'The family'), async (c) =>
      noStore(c, await familyDetail(db, c.req.valid('param').id)),
    );
}

/** An operator's read of family records: a GET in the operator's part of the API. */
function operatorRead<R extends RouteConfig['request'], S extends z.ZodType>(path: string, summary: string, request: R, schema: S, description: string) {
  return createRoute({ method: 'get', path, tags: ['operator'], summary, request, responses: { 200: jsonContent(schema, description), ...errorResponses } });
}

/** Family records are never kept by a browser or a proxy. */
function noStore<T>(c: Context, body: T) {
  c.header('Cache-Control', 'no-store');
  return c.json(body, 200);
}
