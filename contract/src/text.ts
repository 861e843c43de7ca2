import { z } from 'zod';

/**
 * Text as people type it, normalised once, here, for every form and endpoint
 * (docs/decisions/100-text-input-at-the-contract.md):
 * - control characters (NUL and the like) are refused: PostgreSQL cannot store NUL, and
 *   nothing a person types needs the others. Line breaks and tabs are kept in free text and
 *   turned into spaces in one-line fields, where they only come from pasting.
 * - invisible characters (zero-width spaces, joiners, direction marks, fillers) are trimmed
 *   from both ends, and text made only of them and spaces is blank: "must not be blank" means
 *   something a person can see.
 * - the result is in Unicode NFC, so the same name typed on two keyboards is the same text.
 * Browser-safe: zod only.
 */

export const TEXT_MESSAGES = {
  hiddenCharacter: 'This has a hidden character in it that we cannot save. Please type it again.',
  /** An update that names nothing to change (PATCH with {}). */
  nothingToChange: 'There is nothing to save yet. Please change at least one setting first.',
  /** A path id or token that could not be one of ours. */
  notFound: 'We could not find that.',
} as const;

// Characters that render as nothing. Trimmed from the ends of any text; never allowed to make
// up the whole of a required field.
const INVISIBLE_AT_EDGES =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0';
// Variation selectors and tag characters are invisible alone but end real emoji (❤️, flags),
// so they are never trimmed, only ignored when deciding whether a text is blank.
const INVISIBLE_MODIFIERS = '\\u180B-\\u180D\\u180F\\uFE00-\\uFE0F\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}';

const EDGES = new RegExp(`^[\\s${INVISIBLE_AT_EDGES}]+|[\\s${INVISIBLE_AT_EDGES}]+$`, 'gu');
const VISIBLE = new RegExp(`[^\\s${INVISIBLE_AT_EDGES}${INVISIBLE_MODIFIERS}]`, 'u');

/** C0 and C1 controls and DEL, except the line breaks and tab each kind of text converts first. */
const REFUSED = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]|\p{Cs}/u;
/** Everything a one-line field turns into a space: tabs, line and page breaks. */
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const MULTILINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;
const PAGE_BREAKS = /[\v\f]/g;

/** True when the text holds a character we refuse (NUL, other controls, a lone surrogate). */
export function hasRefusedCharacter(value: string): boolean {
  return REFUSED.test(value);
}

/** True when nothing in the text would show on screen. */
export function isBlank(value: string): boolean {
  return !VISIBLE.test(value);
}

/** Trims spaces and invisible characters from both ends and composes accents (NFC). */
export function trimInvisible(value: string): string {
  return value.replace(EDGES, '').normalize('NFC');
}

/** What a one-line field keeps: breaks and tabs become one space, ends trimmed. */
export function normaliseLine(value: string): string {
  return trimInvisible(value.replace(LINE_BREAKS_AND_TABS, ' '));
}

/** What a free-text field keeps: line breaks as \n, tabs, ends trimmed. */
export function normaliseMultiline(value: string): string {
  return trimInvisible(value.replace(MULTILINE_BREAKS, '\n').replace(PAGE_BREAKS, '\n'));
}

type StringParams = { error?: string };

/**
 * A one-line text field (names, subjects, references). Chain `.min(1, message)` for a
 * required one: blank, zero-width-only text is then refused with that message.
 */
export const lineText = (params?: StringParams) =>
  z.string(params).overwrite(normaliseLine).refine((v) => !hasRefusedCharacter(v), TEXT_MESSAGES.hiddenCharacter);

/** A free-text field (messages, comments, instructions): line breaks and tabs kept. */
export const multilineText = (params?: StringParams) =>
  z.string(params).overwrite(normaliseMultiline).refine((v) => !hasRefusedCharacter(v), TEXT_MESSAGES.hiddenCharacter);

/**
 * An id or secret token in a path or query (checkout ids, unsubscribe tokens, plan names):
 * letters, digits, `_` and `-` only, so nothing else ever reaches a query. Anything else is
 * simply not one of ours.
 */
export const ID_TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;
export const idToken = (message: string = TEXT_MESSAGES.notFound, max = 255) =>
  z.string({ error: message }).min(1, message).max(max, message).regex(ID_TOKEN_SHAPE, message);

/**
 * An update where every field is optional must still change something: `{}` is a 400 in
 * plain words, never a database error.
 */
export function requireSomeChange<T extends z.ZodObject>(schema: T) {
  return schema.refine((v) => Object.values(v as Record<string, unknown>).some((x) => x !== undefined), {
    message: TEXT_MESSAGES.nothingToChange,
  });
}
