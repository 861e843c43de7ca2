import { z } from 'zod';
import { lineText } from './text.js';

/**
 * What the companion remembers about one person, as the family sees and edits it on the
 * dashboard (docs/decisions/071-memory-profile.md): the name she likes to be called,
 * her people, places, pets, health notes, likes, and open threads the next call follows up
 * ("How is your knee today?").
 */
const line = (max: number, what: string) => lineText().min(1, `Please fill in the ${what}.`).max(max, `Please keep the ${what} under ${max} characters.`);

export const PROFILE_MESSAGES = {
  preferredName: 'Please keep the name under 60 characters.',
  tooMany: 'That is more than the companion can keep in mind; please remove a few first.',
} as const;

export const profilePersonSchema = z.object({
  name: lineText().max(80, 'Please keep the name under 80 characters.').default(''),
  relationship: line(60, 'relationship'),
  note: lineText().max(200, 'Please keep the note under 200 characters.').default(''),
});
export const profilePlaceSchema = z.object({
  name: line(80, 'place'),
  note: lineText().max(200, 'Please keep the note under 200 characters.').default(''),
});
export const profilePetSchema = z.object({
  name: lineText().max(60, 'Please keep the name under 60 characters.').default(''),
  kind: line(40, 'kind of pet'),
});
export const openThreadSchema = z.object({
  /** What it is about, for the family: "knee was stiff", "doctor's visit on Tuesday". */
  text: line(160, 'thread'),
  /** What the companion asks next time: "How is your knee today?" */
  question: line(200, 'question'),
  /** call: heard on a call; family: added by the family; alert: after an alert. */
  source: z.enum(['call', 'family', 'alert']).default('family'),
  since: lineText().max(40).default(() => new Date().toISOString()),
});

export const recipientProfileSchema = z.object({
  /** The name she is called by; empty means her first name. Never the full name. */
  preferredName: lineText().max(60, PROFILE_MESSAGES.preferredName).default(''),
  people: z.array(profilePersonSchema).max(40, PROFILE_MESSAGES.tooMany).default([]),
  places: z.array(profilePlaceSchema).max(30, PROFILE_MESSAGES.tooMany).default([]),
  pets: z.array(profilePetSchema).max(15, PROFILE_MESSAGES.tooMany).default([]),
  health: z.array(line(200, 'health note')).max(20, PROFILE_MESSAGES.tooMany).default([]),
  likes: z.array(line(120, 'like')).max(30, PROFILE_MESSAGES.tooMany).default([]),
  openThreads: z.array(openThreadSchema).max(10, PROFILE_MESSAGES.tooMany).default([]),
});
export type RecipientProfile = z.infer<typeof recipientProfileSchema>;
export type RecipientProfileInput = z.input<typeof recipientProfileSchema>;
export type OpenThread = z.infer<typeof openThreadSchema>;
export type ProfilePerson = z.infer<typeof profilePersonSchema>;

/** GET /recipients/:id/profile: the profile and the name it falls back to. */
export const recipientProfileResponseSchema = z.object({
  recipientId: z.string(),
  fullName: z.string(),
  /** What the companion calls her: the preferred name, else the first name. */
  calledBy: z.string(),
  profile: recipientProfileSchema,
  updatedAt: z.string().nullable(),
});
export type RecipientProfileResponse = z.infer<typeof recipientProfileResponseSchema>;

export const emptyProfile = (): RecipientProfile => recipientProfileSchema.parse({});

/** "Rose" for "Rose Alvarez" unless a preferred name is set. */
export function calledBy(fullName: string, preferredName: string | null | undefined): string {
  return preferredName?.trim() || fullName.trim().split(/\s+/)[0] || fullName;
}
