import { describe, expect, it } from 'vitest';
import { jurisdictionOf, normalizePhone, PHONE_OUTSIDE_AREA } from './phone.js';

describe('phone numbers', () => {
  it('normalises the ways people type a US number to E.164', () => {
    for (const typed of ['(212) 555-0123', '212-555-0123', '+1 212 555 0123', '2125550123']) {
      expect(normalizePhone(typed)).toEqual({ ok: true, e164: '+12125550123', jurisdiction: 'US' });
    }
  });

  it('knows a Canadian number by its area code', () => {
    expect(normalizePhone('(416) 555-0199')).toMatchObject({ ok: true, jurisdiction: 'CA' });
    expect(jurisdictionOf('+14165550199')).toBe('CA');
    // Asked again (the planner asks for every recipient): the same answers, number by number.
    for (const [phone, j] of [['+14165550123', 'CA'], ['+12125550123', 'US'], ['+16045550123', 'CA'], ['+12125550199', 'US'], ['+14165550100', 'CA']]) {
      expect(jurisdictionOf(phone!)).toBe(j);
    }
  });

  it('rejects a phone number outside the US and Canada', () => {
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ ok: false, message: PHONE_OUTSIDE_AREA });
  });

  it('rejects something that is not a phone number', () => {
    expect(normalizePhone('12345')).toMatchObject({ ok: false });
    expect(normalizePhone('   ')).toEqual({ ok: false, message: 'Phone number is required' });
  });
});
