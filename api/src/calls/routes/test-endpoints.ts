import { createRoute } from '@hono/zod-openapi';
import { requireOperator } from '../../auth/index.js';
import { runFullCallFlow, runOutboundCallTest, runPhoneTest, runVoiceTest } from '../test-calls.js';
import type { AppDeps } from '../../context.js';
import { fullCallFlowRequestSchema, phoneTestRequestSchema, testResultSchema, voiceTestRequestSchema } from '@fondly/contract/calls';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

/**
 * POST /api/test/*: the operator's test buttons on /api-test. Operator-only (they place
 * real phone calls and spend provider credit) and rate-limited. They answer with the
 * spec's result fields: success, message, error, details, callSid, audioFile, steps.
 */
export function testEndpointRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/test/*', requireOperator(deps));
  router.use('/test/*', rateLimit(deps, { name: 'operator-tests', limit: 30, windowMs: 10 * 60_000 }));
  const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
  const responses = { 200: jsonContent(testResultSchema, 'The test result'), ...errorResponses };

  return router
    .openapi(
      createRoute({ method: 'post', path: '/test/elevenlabs', tags: ['operator tests'], summary: 'Synthesize speech with the voice provider', request: body(voiceTestRequestSchema), responses }),
      async (c) => c.json(await runVoiceTest(deps, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({ method: 'post', path: '/test/twilio', tags: ['operator tests'], summary: 'Place a short announcement call', request: body(phoneTestRequestSchema), responses }),
      async (c) => c.json(await runPhoneTest(deps, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({ method: 'post', path: '/test/outbound-call', tags: ['operator tests'], summary: 'Place a companion call through the call engine', request: body(phoneTestRequestSchema), responses }),
      async (c) => c.json(await runOutboundCallTest(deps, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({ method: 'post', path: '/test/full-call-flow', tags: ['operator tests'], summary: 'Plan, voice, dial, converse and store a whole call', request: body(fullCallFlowRequestSchema), responses }),
      async (c) => c.json(await runFullCallFlow(deps, c.req.valid('json')), 200),
    );
}
