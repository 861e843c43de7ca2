import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { RemoteEntry, RemoteName, SetRemoteVersionInput } from '@fondly/contract/platform';
import { versionsIndexSchema, type RemoteBuilds, type RemoteHistory } from '@fondly/contract/remote-builds';
import type { DbOrTx } from '../db/client.js';
import { operators, remoteRegistry, remoteRegistryHistory } from '../db/schema/index.js';
import type { RemoteDefault } from '../env.js';
import { AppError, notFound } from '../lib/errors.js';

export const manifestUrlFor = (baseUrl: string, version: string) => `${baseUrl}/${version}/mf-manifest.json`;

/**
 * Writes the configured default for every remote that has no entry yet. An entry an
 * operator has set is never overwritten by a restart.
 */
export async function seedRegistry(db: DbOrTx, defaults: RemoteDefault[]) {
  for (const d of defaults) {
    const manifestUrl = manifestUrlFor(d.baseUrl, d.version);
    const inserted = await db
      .insert(remoteRegistry)
      .values({ name: d.name, version: d.version, manifestUrl, updatedBy: 'config' })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await db.insert(remoteRegistryHistory).values({ name: d.name, version: d.version, manifestUrl, changedBy: 'config' });
    }
  }
}

const toEntry = (row: typeof remoteRegistry.$inferSelect): RemoteEntry => ({
  name: row.name as RemoteName,
  version: row.version,
  manifestUrl: row.manifestUrl,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export async function listRemotes(db: DbOrTx): Promise<RemoteEntry[]> {
  const rows = await db.select().from(remoteRegistry).orderBy(asc(remoteRegistry.name));
  return rows.map(toEntry);
}

/** Checks that a manifest really answers before the whole site is pointed at it. */
export type ManifestProbe = (url: string) => Promise<boolean>;

export const fetchManifestProbe: ManifestProbe = async (url) => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return false;
    const body = (await res.json()) as { name?: unknown };
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
};

export async function setRemoteVersion(
  db: DbOrTx,
  name: RemoteName,
  input: SetRemoteVersionInput,
  opts: { by: string; defaults: RemoteDefault[]; probe: ManifestProbe },
): Promise<RemoteEntry> {
  const def = opts.defaults.find((d) => d.name === name);
  if (!def) throw notFound(`No remote called ${name}`);
  const manifestUrl = input.manifestUrl ?? manifestUrlFor(def.baseUrl, input.version);
  if (!(await opts.probe(manifestUrl))) {
    throw new AppError(400, 'validation_failed', `No build of ${name} answers at ${manifestUrl}.`, {
      version: `No build of ${name} answers at ${manifestUrl}.`,
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(remoteRegistry)
      .values({ name, version: input.version, manifestUrl, updatedBy: opts.by, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: remoteRegistry.name,
        set: { version: input.version, manifestUrl, updatedBy: opts.by, updatedAt: new Date() },
      })
      .returning();
    await tx.insert(remoteRegistryHistory).values({ name, version: input.version, manifestUrl, changedBy: opts.by });
    return toEntry(row!);
  });
}

/** Goes back to the entry before the current one in the history. */
export async function rollbackRemote(
  db: DbOrTx,
  name: RemoteName,
  opts: { by: string; defaults: RemoteDefault[]; probe: ManifestProbe },
): Promise<RemoteEntry> {
  const [current] = await db.select().from(remoteRegistry).where(eq(remoteRegistry.name, name));
  if (!current) throw notFound(`No remote called ${name}`);
  const history = await db
    .select()
    .from(remoteRegistryHistory)
    .where(eq(remoteRegistryHistory.name, name))
    .orderBy(desc(remoteRegistryHistory.id))
    .limit(50);
  const previous = history.find((h) => h.version !== current.version || h.manifestUrl !== current.manifestUrl);
  if (!previous) throw new AppError(409, 'conflict', `${name} has no earlier version to roll back to.`);
  return setRemoteVersion(db, name, { version: previous.version, manifestUrl: previous.manifestUrl }, opts);
}

export async function remoteHistory(db: DbOrTx, name: RemoteName) {
  return db
    .select()
    .from(remoteRegistryHistory)
    .where(eq(remoteRegistryHistory.name, name))
    .orderBy(desc(remoteRegistryHistory.id))
    .limit(50);
}

/** Reads `<baseUrl>/versions.json` server-side: the browser's origin may not fetch the remote's. */
export type VersionsFetcher = (url: string) => Promise<unknown>;

export const fetchVersionsIndex: VersionsFetcher = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

export async function listRemoteBuilds(name: RemoteName, defaults: RemoteDefault[], fetchIndex: VersionsFetcher): Promise<RemoteBuilds> {
  const def = defaults.find((d) => d.name === name);
  if (!def) throw notFound(`No remote called ${name}`);
  const url = `${def.baseUrl}/versions.json`;
  const empty = { name, baseUrl: def.baseUrl, latest: null, builds: [] };
  let raw: unknown;
  try {
    raw = await fetchIndex(url);
  } catch (err) {
    return { ...empty, reachable: false, problem: `Could not read ${url}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const parsed = versionsIndexSchema.safeParse(raw);
  if (!parsed.success) return { ...empty, reachable: false, problem: `${url} is not a list of builds.` };
  const builds = [...parsed.data.versions]
    .sort((a, b) => (b.builtAt ?? '').localeCompare(a.builtAt ?? ''))
    .map((v) => ({ version: v.version, builtAt: v.builtAt ?? null, manifestUrl: manifestUrlFor(def.baseUrl, v.version) }));
  return { ...empty, reachable: true, problem: null, latest: parsed.data.latest ?? null, builds };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registry's history for one remote, with operators' names instead of their ids. */
export async function describedRemoteHistory(db: DbOrTx, name: RemoteName): Promise<RemoteHistory> {
  const rows = await remoteHistory(db, name);
  const ids = [...new Set(rows.map((r) => r.changedBy).filter((by) => UUID.test(by)))];
  const people = ids.length ? await db.select().from(operators).where(inArray(operators.id, ids)) : [];
  const who = (by: string) => {
    if (by === 'token') return 'Operator token (script)';
    const person = people.find((p) => p.id === by);
    return person ? `${person.name} (${person.email})` : by;
  };
  return {
    history: rows.map((r) => ({ id: r.id, version: r.version, manifestUrl: r.manifestUrl, changedAt: r.changedAt.toISOString(), changedBy: who(r.changedBy) })),
  };
}
