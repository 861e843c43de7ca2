import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('the family endpoints in the API documentation', () => {
  it('lists every family endpoint with its request schema', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const path of [
      '/api/onboard-simple',
      '/api/onboarding',
      '/api/onboarding/link',
      '/api/recipients',
      '/api/recipients/{id}/schedule',
      '/api/recipients/{id}/calls/{callId}/skip',
      '/api/account',
      '/api/account/sign-in-link',
      '/api/account/export',
      '/api/family-members',
      '/api/support-requests',
      '/api/admin/support-requests',
      '/api/experiments/signup',
      '/api/admin/experiments/signup',
      '/api/dashboard',
      '/api/sample-call/audio',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/onboard-simple']!.post!.requestBody).toBeTruthy();
  });
});
