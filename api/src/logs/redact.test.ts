import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactValue } from './redact.js';

describe('live log redaction', () => {
  it('removes secrets by the name of their field, however deep', () => {
    const out = redactValue({
      authToken: 'tw-secret-value',
      apiKey: 'el-key',
      nested: { stripe: { webhookSecret: 'whsec_abc', password: 'hunter2' }, headers: { authorization: 'Bearer abc', cookie: 'fondly_operator=xyz' } },
      dashboardKey: 'affiliate-private-key',
      'x-twilio-signature': 'sig',
    });
    expect(out).toEqual({
      authToken: REDACTED,
      apiKey: REDACTED,
      nested: { stripe: { webhookSecret: REDACTED, password: REDACTED }, headers: { authorization: REDACTED, cookie: REDACTED } },
      dashboardKey: REDACTED,
      'x-twilio-signature': REDACTED,
    });
  });

  it('keeps counts that merely sound like tokens, and the ids operators need', () => {
    const out = redactValue({ usage: { prompt_tokens: 120, total_tokens: 300 }, callSid: 'CA1234567890abcdef1234567890abcdef', callId: '0b5c9a3e-1234-4c1d-9e1f-2125550123ab' });
    expect(out).toEqual({ usage: { prompt_tokens: 120, total_tokens: 300 }, callSid: 'CA1234567890abcdef1234567890abcdef', callId: '0b5c9a3e-1234-4c1d-9e1f-2125550123ab' });
  });

  it('masks phone numbers however they are written, keeping only enough to tell calls apart', () => {
    const text = redactText('Dialing +12125550123, then (416) 555-0199, then 212-555-0188, then 2125550177, then +44 20 7946 0958');
    expect(text).not.toMatch(/5550123|555-0199|555-0188|5550177|7946 0958/);
    expect(text).toContain('0123');
    expect(text).toContain('0199');
    expect(redactValue({ phone: 2125550123 })).toEqual({ phone: '•••••••0123' });
  });

  it('masks full card numbers and keeps the last four digits', () => {
    expect(redactText('card 4242 4242 4242 4242 declined')).toBe('card •••• 4242 declined');
    expect(redactText('card 4000-0566-5566-5556')).toBe('card •••• 5556');
    expect(redactText('card 4111111111111111')).toBe('card •••• 1111');
  });

  it('leaves long numbers that are not card numbers alone', () => {
    expect(redactText('invoice 1234567890123 total')).toBe('invoice 1234567890123 total');
  });

  it('removes keys and tokens that appear inside text', () => {
    const text = redactText(
      'calling with Bearer abc.def.ghi, key sk_live_51HxYzAbCdEf, openai sk-proj-abcdefghijklmnop1234, ' +
        'hook whsec_0123456789abcdef, link https://fondly.example/api/operator/sign-in?token=s3cr3t-t0ken&next=/admin, ' +
        'db postgres://fondly:pa55word@db.internal:5432/fondly, jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc123, cookie fondly_session=abcdef',
    );
    for (const secret of ['abc.def.ghi', 'sk_live_51HxYzAbCdEf', 'sk-proj-abcdefghijklmnop1234', 'whsec_0123456789abcdef', 's3cr3t-t0ken', 'pa55word', 'eyJhbGciOiJIUzI1NiJ9', '=abcdef']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('next=/admin');
    expect(text).toContain('db.internal:5432');
  });

  it('bounds huge or deeply nested data instead of copying it', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 'too deep' } } } } } } };
    expect(JSON.stringify(redactValue(deep))).toContain('[nested too deep]');
    const many = redactValue(Array.from({ length: 80 }, (_, i) => i)) as unknown[];
    expect(many).toHaveLength(51);
    expect(many.at(-1)).toBe('[30 more]');
    expect((redactValue('x'.repeat(5000)) as string).length).toBeLessThan(2100);
  });
});
