import { and, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../../db/client.js';
import { recipientProfiles, recipients } from '../../../db/schema/index.js';
import { calledBy, emptyProfile, openThreadSchema, profilePersonSchema, profilePetSchema, profilePlaceSchema, recipientProfileSchema, type OpenThread, type RecipientProfile, type RecipientProfileResponse } from '@fondly/contract/profile';
import { notFound } from '../../../lib/errors.js';
import type { ProfileUpdate } from './extract.js';

/**
 * The memory profile's storage: read (an empty profile when there is none yet), written
 * whole after validation, merged after a call (docs/decisions/071-memory-profile.md).
 */
export async function loadProfile(db: Db, recipientId: string): Promise<{ profile: RecipientProfile; updatedAt: Date | null }> {
  const [row] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.recipientId, recipientId));
  if (!row) return { profile: emptyProfile(), updatedAt: null };
  // A stored profile from an older shape is read leniently: whatever does not parse is left out.
  const parsed = recipientProfileSchema.safeParse(row.profile);
  return { profile: parsed.success ? parsed.data : { ...emptyProfile(), preferredName: typeof row.profile?.preferredName === 'string' ? row.profile.preferredName : '' }, updatedAt: row.updatedAt };
}

export async function saveProfile(db: Db, recipientId: string, profile: RecipientProfile, by: 'call' | 'family' | 'alert', at: Date) {
  const value = recipientProfileSchema.parse(profile);
  await db
    .insert(recipientProfiles)
    .values({ recipientId, profile: value, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: recipientProfiles.recipientId, set: { profile: value, updatedBy: by, updatedAt: at } });
  return value;
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]/g, '').trim();

/** Adds what a call taught; threads asked on this call are closed (she has been asked). */
export function mergeProfile(base: RecipientProfile, update: ProfileUpdate, closedThreads: string[] = []): RecipientProfile {
  const closed = new Set(closedThreads.map(key));
  const people = [...base.people];
  for (const p of update.people) {
    const same = people.find((x) => (p.name && x.name ? key(x.name) === key(p.name) : !p.name && key(x.relationship) === key(p.relationship)));
    if (same) {
      if (!same.name && p.name) same.name = p.name;
      if (!same.note && p.note) same.note = p.note;
    } else {
      // "your granddaughter" without a name, then "Emily" as her granddaughter: one person.
      const unnamed = p.name ? people.find((x) => !x.name && key(x.relationship) === key(p.relationship)) : undefined;
      if (unnamed) unnamed.name = p.name;
      else people.push(p);
    }
  }
  const union = <T>(a: T[], b: T[], k: (t: T) => string) => {
    const seen = new Set(a.map(k));
    return [...a, ...b.filter((t) => !seen.has(k(t)) && seen.add(k(t)))];
  };
  const threads = union(
    base.openThreads.filter((t) => !closed.has(key(t.text))),
    update.openThreads,
    (t) => key(t.text),
  );
  const merged: RecipientProfile = {
    preferredName: base.preferredName,
    people: people.slice(0, 40),
    places: union(base.places, update.places, (p) => key(p.name)).slice(0, 30),
    pets: union(base.pets, update.pets, (p) => `${key(p.kind)}|${key(p.name)}`).slice(0, 15),
    health: union(base.health, update.health, key).slice(-20),
    likes: union(base.likes, update.likes, key).slice(0, 30),
    // The newest threads are the ones worth asking about.
    openThreads: threads.slice(-10),
  };
  // One item a call got wrong (too long, empty, a stray character) must not lose everything else
  // the call taught: each list keeps the items that are valid on their own.
  const valid = <T>(items: T[], schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }) =>
    items.map((i) => schema.safeParse(i)).filter((r) => r.success).map((r) => r.data as T);
  return recipientProfileSchema.parse({
    ...merged,
    people: valid(merged.people, profilePersonSchema),
    places: valid(merged.places, profilePlaceSchema),
    pets: valid(merged.pets, profilePetSchema),
    health: valid(merged.health, recipientProfileSchema.shape.health.unwrap().element),
    likes: valid(merged.likes, recipientProfileSchema.shape.likes.unwrap().element),
    openThreads: valid(merged.openThreads, openThreadSchema),
  });
}

/**
 * For other parts of the calls domain: something the next call should follow up on
 * ("How are you feeling after your fall?"). Used after an alert, for example.
 */
export async function addOpenThread(db: Db, recipientId: string, thread: { text: string; question: string; source?: OpenThread['source'] }, at: Date): Promise<void> {
  const { profile } = await loadProfile(db, recipientId);
  const next: RecipientProfile = {
    ...profile,
    openThreads: [...profile.openThreads.filter((t) => key(t.text) !== key(thread.text)), { text: thread.text, question: thread.question, source: thread.source ?? 'alert', since: at.toISOString() }].slice(-10),
  };
  await saveProfile(db, recipientId, next, thread.source === 'family' ? 'family' : 'alert', at);
}

/** The family's view: the profile of one of their own loved ones (another family's id: not found). */
export async function profileForFamily(db: Db, subscriberId: string, recipientId: string): Promise<RecipientProfileResponse> {
  const [row] = await db
    .select({ id: recipients.id, name: recipients.name })
    .from(recipients)
    .where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId)));
  if (!row) throw notFound('We could not find that person.');
  const { profile, updatedAt } = await loadProfile(db, row.id);
  return { recipientId: row.id, fullName: row.name, calledBy: calledBy(row.name, profile.preferredName), profile, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The family edits the profile: the whole document, validated with the form's schema. */
export async function updateProfileForFamily(db: Db, subscriberId: string, recipientId: string, input: RecipientProfile, at: Date): Promise<RecipientProfileResponse> {
  await profileForFamily(db, subscriberId, recipientId);
  await saveProfile(db, recipientId, input, 'family', at);
  return profileForFamily(db, subscriberId, recipientId);
}
