import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyApiRoute } from '@fondly/contract';
import * as contract from '@fondly/contract/api/index';
import { createTestContext } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Every entry of the contract's route table (the groups are the module's object exports). */
const groups: Record<string, Record<string, AnyApiRoute>> = { ...contract };
const tableEntries = Object.entries(groups).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, r]) => ({ name: `${group}.${name}`, key: `${r.method} ${r.path}` })),
);

describe("the contract's route table, which the front-ends call through", () => {
  it('names only endpoints the API serves and documents, with their method', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)));
    expect(tableEntries.length).toBeGreaterThan(80);
    expect(tableEntries.filter((e) => !documented.has(e.key))).toEqual([]);
  });

  it('gives each endpoint one name', () => {
    const keys = tableEntries.map((e) => e.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
