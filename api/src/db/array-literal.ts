/**
 * A PostgreSQL array literal, sent as one text parameter and cast in SQL (`${arrayLiteral(ids)}::text::uuid[]`):
 * thousands of values cost one parameter instead of one each. Only for values without commas,
 * quotes, braces or spaces (ids, numbers, ISO times, day keys, enums).
 */
export const arrayLiteral = (values: ReadonlyArray<string | boolean>) => `{${values.join(',')}}`;
