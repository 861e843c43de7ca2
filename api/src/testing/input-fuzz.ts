import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createSession } from '../auth/sessions.js';
import { hasRefusedCharacter } from '@fondly/contract/text';
import type { Database } from '../db/client.js';
import { calls, familyMembers, invoices, numberAccessRequests, localSubscriptions, outboxMails, payouts } from '../db/schema/index.js';
import { UNSAVABLE_INPUT } from '../lib/errors.js';
import { insertAffiliate, insertSubscriber } from '../payments/testing/factories.js';
import { confirmEmail, paidOnboarding, scheduleForm, signUp, uniqueEmail, wizardSignup } from '../families/testing/families.js';
import { TEST_OPERATOR_TOKEN, TEST_ORIGIN, jsonInit } from './test-app.js';
import { READ_TARGETS, WRITE_TARGETS, type FuzzWorld, type Json, type Target } from './input-fuzz-targets.js';

/**
 * The input fuzz (issue #18): every write endpoint gets hostile strings in each of its fields,
 * every path id and query parameter of every endpoint gets them too, drawn from the whole
 * Unicode range with control characters, lone surrogates and invisible characters favoured.
 * Each request is checked for a 5xx, for input that reached the database unchecked, and,
 * when the input held a character the contract refuses, for any row written (counted by
 * triggers on every table). Shared by the security test and `pnpm bench fuzz`.
 */

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export interface FuzzContext {
  app: RequestApp & { getOpenAPI31Document: (config: never) => { paths?: Record<string, Record<string, OpenApiOperation>> } };
  db: Database;
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
}

// ---------------------------------------------------------------- hostile strings
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
/** Every character the contract refuses: C0 and C1 controls (but tab and line breaks), DEL, lone surrogates, U+FFFE/U+FFFF. */
export const REFUSED_CHARACTERS = [
  ...range(0x00, 0x08),
  ...range(0x0e, 0x1f),
  ...range(0x7f, 0x84),
  ...range(0x86, 0x9f),
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uFFFE',
  '\uFFFF',
];
/** Characters that show nothing: alone they must read as blank. */
export const INVISIBLE_CHARACTERS = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u200E', '\u200F', '\u202E', '\u2066', '\u3164', '\u115F', '\u2800', '\uFE0F', ' ', '\u00A0', '\u3000', '\t', '\n', '\r'];
const TRICKY = [
  '%00',
  '\\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202Eevil.exe',
  'null',
  '💩'.repeat(40),
  'a\u0301\u0301\u0301',
  'İßﬁ',
  '\uFDD0',
  '👩‍👩‍👧‍👦🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  '//evil.example/x',
];

/** Hostile variations of a valid value: the valid value with refused characters inside is the most searching. */
export function hostileString(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.nat({ max: valid.length }), fc.array(fc.constantFrom(...REFUSED_CHARACTERS), { minLength: 1, maxLength: 3 })).map(([at, cs]) => valid.slice(0, at) + cs.join('') + valid.slice(at)) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 2, arbitrary: fc.array(fc.constantFrom(...INVISIBLE_CHARACTERS), { minLength: 1, maxLength: 8 }).map((cs) => cs.join('')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((s) => valid + s) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', '\u0000', 'é', '💩', '\u200B'), fc.integer({ min: 300, max: 12_000 })).map(([c, n]) => c.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY) },
  );
}

/** Percent-encodes a path or query value; a lone surrogate goes as its raw (invalid) UTF-8 bytes, as an attacker would send it. */
export function encodeHostile(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/**
 * What the server reads from an encoded value: Hono decodes each run of %XX that is valid
 * UTF-8 and keeps a run that is not (a lone surrogate) as the literal text.
 */
export function decodedAsServerSees(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
const refusedInUrl = (value: string) => hasRefusedCharacter(decodedAsServerSees(encodeHostile(value)));

const RAW_BODIES = ['{}', '{', '{"a":"\\u0000"', '\u0000', 'null', '[]', '"text"', '12', '['.repeat(5000), '{"__proto__":{"admin":true}}', '{"a":"\\ud800"}'];

// ---------------------------------------------------------------- the world the requests act on

export type { FuzzWorld };
export async function buildFuzzWorld(ctx: FuzzContext): Promise<FuzzWorld> {
  const { app, db } = ctx;
  const signup = wizardSignup({ frequency: 'daily' });
  const family = await signUp(app, signup);
  const subscriberId = family.body.subscriberId;
  const recipientId = family.body.recipientId;
  // Confirmed, as a family that opened the welcome mail: "call now" is fuzzed past that check.
  await confirmEmail(app, db, subscriberId);
  const { affiliate } = await insertAffiliate(db);
  const affiliateCookie = async () => `fondly_affiliate=${(await createSession(db, 'affiliate', affiliate.id, new Date())).token}`;
  const headers = { cookie: `${family.cookie}; ${await affiliateCookie()}`, authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

  const member = (await (await app.request('/api/family-members', jsonInit('POST', { name: 'Ana Rivera', email: uniqueEmail('ana') }, headers))).json()) as { id: string };
  const support = (await (await app.request('/api/support-requests', jsonInit('POST', { subject: 'A question', message: 'How do calls work?' }, headers))).json()) as { id: string };
  await app.request('/api/number-access-requests', jsonInit('POST', { phone: '(212) 555-0100', name: 'Sam Okafor', email: uniqueEmail('asker'), message: 'She is my aunt.' }));
  const [accessRequest] = await db.select({ id: numberAccessRequests.id }).from(numberAccessRequests).limit(1);
  const [call] = await db.select({ id: calls.id }).from(calls).where(eq(calls.recipientId, recipientId)).limit(1);
  const [owner] = await db.select().from(familyMembers).where(and(eq(familyMembers.subscriberId, subscriberId), eq(familyMembers.isOwner, true)));

  // One checkout paid (an invoice and a local subscription to act on), one left open to pay.
  const checkoutId = async () => ((await (await app.request('/api/checkout/starter', { headers: { origin: TEST_ORIGIN } })).json()) as { url: string }).url.split('/').at(-1)!;
  const paidCheckout = await checkoutId();
  const pay = { email: uniqueEmail('buyer'), name: 'Jane Doe', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };
  const paid = await app.request(`/api/checkout/sessions/${paidCheckout}/pay`, jsonInit('POST', pay));
  if (paid.status !== 200) throw new Error(`fuzz world: the checkout could not be paid (${paid.status} ${await paid.text()})`);
  const openCheckout = await checkoutId();
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  const [localSub] = await db.select({ id: localSubscriptions.id }).from(localSubscriptions).limit(1);
  const [payout] = await db.insert(payouts).values({ affiliateId: affiliate.id, amountCents: 5000 }).returning({ id: payouts.id });
  const [mail] = await db.select({ id: outboxMails.id }).from(outboxMails).limit(1);

  const throwaway = await insertSubscriber(db);
  const throwawayCookie = `fondly_session=${(await createSession(db, 'subscriber', throwaway.id, new Date())).token}`;

  return {
    headers,
    ids: {
      subscriberId,
      recipientId,
      callId: call?.id ?? '00000000-0000-4000-8000-000000000000',
      familyMemberId: member.id,
      supportRequestId: support.id,
      numberAccessRequestId: accessRequest!.id,
      unsubscribeToken: owner!.unsubscribeToken,
      openCheckout,
      paidCheckout,
      invoiceId: invoice!.id,
      localSubscriptionId: localSub!.id,
      payoutId: payout!.id,
      outboxId: String(mail?.id ?? 1),
      referralCode: affiliate.referralCode,
    },
    bodies: { family: { email: signup.subscriberEmail }, throwaway: { email: throwaway.email, cookie: throwawayCookie } },
    freshSubscriberCookie: async () => `fondly_session=${(await createSession(db, 'subscriber', subscriberId, new Date())).token}`,
    freshAffiliateCookie: affiliateCookie,
  };
}


/** Operations the document lists that the tables above must cover: every write, every path id, every query. */
export function uncoveredOperations(ctx: FuzzContext): string[] {
  const doc = ctx.app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Fondly API', version: '1.0.0' } } as never);
  const missing: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const key = `${method.toUpperCase()} ${path}`;
      const takesInput = method !== 'get' || (op.parameters ?? []).length > 0;
      if (takesInput && !WRITE_TARGETS[key] && !READ_TARGETS[key]) missing.push(key);
    }
  }
  return missing;
}

// ---------------------------------------------------------------- counting writes
const COUNTER = 'fuzz_rows_written';
/** Tables whose writes are not the input's doing: the rate limiter counts every request. */
const NOT_COUNTED = new Set(['rate_limits', COUNTER]);

type RawDb = { execute: (q: ReturnType<typeof sql.raw>) => Promise<unknown> };
const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Array<Record<string, unknown>>;

/** A trigger on every table adds each row inserted, updated or deleted to one counter. */
export async function installWriteCounter(db: Database) {
  const raw = db as unknown as RawDb;
  await raw.execute(sql.raw(`create table if not exists ${COUNTER} (n bigint not null)`));
  await raw.execute(sql.raw(`insert into ${COUNTER} values (0)`));
  await raw.execute(
    sql.raw(`create or replace function ${COUNTER}_count() returns trigger language plpgsql as $$ begin update ${COUNTER} set n = n + 1; return null; end $$`),
  );
  const tables = rowsOf(await raw.execute(sql.raw(`select tablename from pg_tables where schemaname = 'public'`))).map((r) => String(r.tablename));
  for (const t of tables.filter((t) => !NOT_COUNTED.has(t))) {
    await raw.execute(sql.raw(`create trigger ${COUNTER}_trg after insert or update or delete on "${t}" for each row execute function ${COUNTER}_count()`));
  }
}
const rowsWritten = async (db: Database) => Number(rowsOf(await (db as unknown as RawDb).execute(sql.raw(`select n from ${COUNTER}`)))[0]!.n);
const forgetRateLimits = (db: Database) => (db as unknown as RawDb).execute(sql.raw('delete from rate_limits'));

// ---------------------------------------------------------------- building and sending payloads
type Leaf = { path: Array<string | number>; value: string };
function stringLeaves(v: Json, path: Array<string | number> = []): Leaf[] {
  if (typeof v === 'string') return [{ path, value: v }];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...path, k]));
  return [];
}
function setAt(v: Json, path: Array<string | number>, value: string): Json {
  if (!path.length) return value;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as Record<string, Json>) }) as Record<string | number, Json>;
  copy[path[0]!] = setAt(copy[path[0]!]!, path.slice(1), value);
  return copy as Json;
}
const fillPath = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => encodeHostile(params[k] ?? ''));
const queryString = (q: Record<string, string>) => {
  const parts = Object.entries(q).map(([k, v]) => `${k}=${encodeHostile(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

interface Payload {
  /** Which input this payload varies: the body, one path id, one query parameter. */
  input: string;
  what: string;
  path: string;
  init: RequestInit;
  /** The input holds a character the contract refuses: a 4xx and no row written are required. */
  refused: boolean;
}

function rawBodyRefused(raw: string) {
  if (hasRefusedCharacter(raw)) return true;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || hasRefusedCharacter(JSON.stringify(parsed));
  } catch {
    return true;
  }
}

function payloadsFor(key: string, t: Target, w: FuzzWorld, n: number, seed: number): Payload[] {
  const [method, template] = key.split(' ') as [string, string];
  const params = t.params?.(w) ?? {};
  const query = t.query?.(w) ?? {};
  const body = t.body?.(w);
  const out: Payload[] = [];
  const url = (p: Record<string, string>, q: Record<string, string>) => fillPath(template, p) + queryString(q);
  const init = (b: string | undefined): RequestInit => ({
    method,
    headers: { origin: TEST_ORIGIN, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(b === undefined ? {} : { body: b }),
  });
  const jsonBody = body === undefined ? undefined : JSON.stringify(body);
  // A target whose valid requests are slow or real (a phone call) only gets refused input.
  const sample = (valid: string, salt: number, refused: (v: string) => boolean) =>
    fc.sample(t.onlyRefused ? hostileString(valid).filter(refused) : hostileString(valid), { numRuns: n, seed: seed + salt });

  if (body !== undefined) {
    const leaves = stringLeaves(body);
    const rawBodies = fc.sample(fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 40 })), { numRuns: n, seed: seed + 7 });
    const extras = fc.sample(fc.tuple(fc.string({ unit: 'binary', maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 20 })), { numRuns: n, seed: seed + 11 });
    const perLeaf = leaves.map((l, i) => sample(l.value, 100 + i, hasRefusedCharacter));
    for (let i = 0; i < n; i++) {
      const kind = i % 20;
      if (kind === 19 || !leaves.length) {
        const raw = rawBodies[i]!;
        out.push({ input: 'body', what: `raw body ${JSON.stringify(raw.slice(0, 40))}`, path: url(params, query), init: init(raw), refused: rawBodyRefused(raw) });
      } else if (kind === 18 && !t.onlyRefused) {
        const [k, v] = extras[i]!;
        // Unknown fields are dropped by the contract, so this one only has to avoid a 5xx.
        out.push({ input: 'body', what: `extra field ${JSON.stringify(k)}`, path: url(params, query), init: init(JSON.stringify({ ...(body as object), [k]: v })), refused: false });
      } else {
        const leaf = leaves[i % leaves.length]!;
        const value = perLeaf[i % leaves.length]![i]!;
        const refused = hasRefusedCharacter(value);
        out.push({ input: 'body', what: `${leaf.path.join('.')} = ${JSON.stringify(value.slice(0, 40))}`, path: url(params, query), init: init(JSON.stringify(setAt(body, leaf.path, value))), refused });
      }
    }
  } else if (!Object.keys(params).length && !Object.keys(query).length) {
    // Nothing to validate: the body is ignored, and must be ignored without a 5xx.
    const raws = fc.sample(fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 40 })), { numRuns: n, seed: seed + 13 });
    for (const raw of raws) out.push({ input: 'body', what: `ignored body ${JSON.stringify(raw.slice(0, 40))}`, path: url(params, query), init: init(raw), refused: false });
  }
  for (const [name, valid] of Object.entries(params)) {
    for (const value of sample(valid, 200 + name.length, refusedInUrl)) {
      const refused = refusedInUrl(value);
      out.push({ input: `path ${name}`, what: `path ${name} = ${JSON.stringify(value.slice(0, 40))}`, path: url({ ...params, [name]: value }, query), init: init(jsonBody), refused });
    }
  }
  for (const [name, valid] of Object.entries(query)) {
    for (const value of sample(valid, 300 + name.length, refusedInUrl)) {
      const refused = refusedInUrl(value);
      out.push({ input: `query ${name}`, what: `query ${name} = ${JSON.stringify(value.slice(0, 40))}`, path: url(params, { ...query, [name]: value }), init: init(jsonBody), refused });
    }
  }
  return out;
}

export interface FuzzFinding {
  target: string;
  what: string;
  status: number;
  rows?: number;
  body?: string;
}
export interface FuzzReport {
  targets: number;
  tried: number;
  refusedTried: number;
  /** Payloads per endpoint and input (body, each path id, each query parameter). */
  perInput: Record<string, number>;
  /** Answers of 500 and above. */
  serverErrors: FuzzFinding[];
  /** Input the contract let through and the database refused (answered by the safety net). */
  reachedDatabase: FuzzFinding[];
  /** Input with a refused character that was answered with a success. */
  acceptedRefused: FuzzFinding[];
  /** Input with a refused character after which rows were written. */
  writesForRefused: FuzzFinding[];
  rowsWrittenForRefused: number;
}

/** Sends the payloads (`perTarget` for each body and each parameter) and reports what went wrong. */
export async function runInputFuzz(ctx: FuzzContext, world: FuzzWorld, opts: { perTarget: number; seed?: number; only?: string[] }): Promise<FuzzReport> {
  const seed = opts.seed ?? 18;
  const report: FuzzReport = { targets: 0, tried: 0, refusedTried: 0, perInput: {}, serverErrors: [], reachedDatabase: [], acceptedRefused: [], writesForRefused: [], rowsWrittenForRefused: 0 };
  const all = { ...READ_TARGETS, ...WRITE_TARGETS };
  for (const [key, target] of Object.entries(all)) {
    if (opts.only && !opts.only.some((o) => key.includes(o))) continue;
    report.targets++;
    for (const p of payloadsFor(key, target, world, opts.perTarget, seed)) {
      await forgetRateLimits(ctx.db);
      const headers = { ...world.headers, ...(target.headers ? await target.headers(world) : {}), ...(p.init.headers as Record<string, string>) };
      const before = await rowsWritten(ctx.db);
      const res = await ctx.app.request(p.path, { ...p.init, headers });
      const text = await res.text();
      const rows = (await rowsWritten(ctx.db)) - before;
      report.tried++;
      report.perInput[`${key} ${p.input}`] = (report.perInput[`${key} ${p.input}`] ?? 0) + 1;
      if (p.refused) report.refusedTried++;
      const finding = { target: key, what: p.what, status: res.status, rows, body: text.slice(0, 300) };
      if (res.status >= 500) report.serverErrors.push(finding);
      if (text.includes(UNSAVABLE_INPUT)) report.reachedDatabase.push(finding);
      if (p.refused && res.status < 400) report.acceptedRefused.push(finding);
      if (p.refused && rows > 0) {
        report.writesForRefused.push(finding);
        report.rowsWrittenForRefused += rows;
      }
    }
  }
  return report;
}

export function summariseFuzz(r: FuzzReport): string {
  const fewest = Math.min(...Object.values(r.perInput));
  return (
    `${r.tried} payloads over ${r.targets} endpoints and ${Object.keys(r.perInput).length} inputs (at least ${fewest} each; ${r.refusedTried} with refused characters): ` +
    `${r.serverErrors.length} answered 5xx, ${r.reachedDatabase.length} reached the database, ${r.acceptedRefused.length} refused inputs accepted, ${r.rowsWrittenForRefused} rows written for refused input`
  );
}

/** The findings grouped by endpoint, one example each: what a failing test prints. */
export function describeFindings(findings: FuzzFinding[]): string[] {
  const byTarget = new Map<string, { n: number; example: FuzzFinding }>();
  for (const f of findings) {
    const seen = byTarget.get(f.target);
    if (seen) seen.n++;
    else byTarget.set(f.target, { n: 1, example: f });
  }
  return [...byTarget].map(([target, { n, example }]) => `${target}: ${n} × e.g. ${example.what} -> ${example.status} ${example.body?.slice(0, 160) ?? ''}`);
}
