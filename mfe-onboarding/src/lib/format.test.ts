import { describe, expect, it } from 'vitest';
import { NORTH_AMERICAN_TIME_ZONES } from '@fondly/contract';
import { timeZoneLabel } from './format';

describe('the time zone picker', () => {
  it('names every zone once with its abbreviation: "Arizona (MT)", never "Mountain Time (Arizona) (MT)"', () => {
    const labels = NORTH_AMERICAN_TIME_ZONES.map((z) => timeZoneLabel(z.id));
    expect(labels).toContain('Arizona (MT)');
    expect(labels).toContain('Eastern Time (ET)');
    for (const label of labels) expect(label).toMatch(/^[^()]+ \([A-Z]+\)$/);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
