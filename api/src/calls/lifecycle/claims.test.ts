import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { calls } from '../../db/schema/index.js';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database.js';
import { claimDueCalls } from './claims.js';
import { makeRecipient } from './test-fixtures.js';

// Concurrency is only real on PostgreSQL (PGlite is a single connection).
describe.runIf(testDatabaseKind() === 'postgres')('claiming due calls on the real PostgreSQL', () => {
  let main: Awaited<ReturnType<typeof createTestDatabase>>;
  const workers: DatabaseHandle[] = [];

  beforeAll(async () => {
    main = await createTestDatabase({ max: 4 });
    for (let i = 0; i < 4; i++) workers.push(await openDatabase({ kind: 'postgres', url: main.url! }, { max: 2 }));
  });
  afterAll(async () => {
    for (const w of workers) await w.close();
    await main.close();
  });

  it('4 workers claim 3,000 due calls and nobody is dialled twice', async () => {
    const { recipient } = await makeRecipient(main.db);
    const now = new Date();
    await main.db.execute(sql`
      insert into calls (recipient_id, due_at, origin)
      select ${recipient.id}, ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz - (g * interval '1 millisecond'), 'planner'
      from generate_series(1, 3000) g`);
    const claimedBy = new Map<string, string[]>();
    await Promise.all(
      workers.map(async (w, i) => {
        for (;;) {
          const batch = await claimDueCalls(w.db, `worker-${i}`, now, 25);
          if (!batch.length) return;
          for (const c of batch) claimedBy.set(c.id, [...(claimedBy.get(c.id) ?? []), `worker-${i}`]);
        }
      }),
    );
    const duplicates = [...claimedBy.values()].filter((v) => v.length > 1);
    expect(duplicates).toEqual([]);
    expect(claimedBy.size).toBe(3000);
    // Every worker took part, and the database agrees on who holds each call.
    expect(new Set([...claimedBy.values()].flat()).size).toBe(4);
    const rows = await main.db.select({ state: calls.state, lockedBy: calls.lockedBy, id: calls.id }).from(calls);
    expect(rows.every((r) => r.state === 'dialing' && claimedBy.get(r.id)![0] === r.lockedBy)).toBe(true);
  });
});
