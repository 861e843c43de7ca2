import { createRoute } from '@hono/zod-openapi';
import { plansResponseSchema } from '@fondly/contract/plans';
import { createRouter, jsonContent } from '../../lib/openapi.js';
import { PLANS } from '../catalogue.js';

export function planRoutes() {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/plans',
      tags: ['payments'],
      summary: 'The plan catalogue: names, prices in cents, call allowances',
      responses: { 200: jsonContent(plansResponseSchema, 'Every plan') },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ plans: [...PLANS] }, 200);
    },
  );
}
