/**
 * Pronouns from what the family told us (issue 30): the relationship they chose ("mom",
 * "grandpa") says her or his; "parent", "spouse", "myself", "other" say nothing, and then no
 * pronoun is guessed: the sentence uses the name. Never "her" for a man.
 */
export interface Pronouns {
  /** she / he */
  subject: 'she' | 'he';
  /** her / him */
  object: 'her' | 'him';
  /** her / his */
  possessive: 'her' | 'his';
}

const SHE = /^(mom|mother|grandma|grandmother|mother-in-law|wife|sister|aunt|daughter|nana|granny)$/i;
const HE = /^(dad|father|grandpa|grandfather|father-in-law|husband|brother|uncle|son)$/i;

export function pronounsOf(relationship: string | null | undefined): Pronouns | null {
  if (!relationship) return null;
  if (SHE.test(relationship)) return { subject: 'she', object: 'her', possessive: 'her' };
  if (HE.test(relationship)) return { subject: 'he', object: 'him', possessive: 'his' };
  return null;
}

/** "Rose Alvarez" -> "Rose": the name sentences about a person use. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** "her" / "his" when the family told us, else "Rose's": `${possessiveOf(..)} next planned call`. */
export function possessiveOf(name: string, relationship: string | null | undefined): string {
  return pronounsOf(relationship)?.possessive ?? `${firstNameOf(name)}'s`;
}

/** "her" / "him" when the family told us, else her first name: never "them" for a man the family called "Dad". */
export function objectOf(name: string, relationship: string | null | undefined): string {
  return pronounsOf(relationship)?.object ?? firstNameOf(name);
}

/** "she is" / "he is" when the family told us, else "Rose is". */
export function subjectIsOf(name: string, relationship: string | null | undefined): string {
  return `${pronounsOf(relationship)?.subject ?? firstNameOf(name)} is`;
}
