import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES, errorBodySchema, readErrorBody } from './errors.js';

/** What the schema answers: the parsed body, or null. */
const bySchema = (body: unknown) => {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

// Bodies near the real shape: each part right, wrong in kind, missing or extra.
const code = fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string(), fc.integer(), fc.constant(undefined));
const message = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
const fields = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fc.string(), fc.string()),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
  fc.array(fc.string()),
  fc.constant(null),
  fc.string(),
);
const error = fc.oneof(
  fc.record({ code, message, fields }, { requiredKeys: [] }),
  fc.record({ code, message, fields, extra: fc.anything() }),
  fc.anything(),
);
const body = fc.oneof(fc.record({ error }), fc.record({ error, other: fc.anything() }), fc.anything());

describe('readErrorBody', () => {
  it('accepts exactly what errorBodySchema accepts and answers the same body', () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(readErrorBody(b)).toEqual(bySchema(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a validation answer with its field messages, and nothing that is not ours', () => {
    const answer = { error: { code: 'validation_failed', message: 'Please check the form.', fields: { recipientPhone: 'Enter a valid phone number' } } };
    expect(readErrorBody(answer)).toEqual(answer);
    expect(readErrorBody({ error: { code: 'teapot', message: 'no' } })).toBeNull();
    expect(readErrorBody({ error: { code: 'conflict', message: 'Taken', fields: { email: 3 } } })).toBeNull();
    expect(readErrorBody('Internal Server Error')).toBeNull();
  });
});
