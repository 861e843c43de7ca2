/** Joins class names, skipping falsy ones, so optional modifiers read as one expression. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
