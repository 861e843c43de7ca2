import { describe, expect, it } from 'vitest';
import { numberZoneNote, zonesOfAreaCode } from './area-code-zones.js';
import { zoneAbbreviation } from './call-times.js';

const AT = new Date('2026-03-02T20:00:00Z');
const name = (z: string) => zoneAbbreviation(z, AT);

describe('her number on another clock, said where the zone is chosen (decision 127)', () => {
  it('tells the family when a New York number is given Pacific time', () => {
    expect(numberZoneNote('Rosa Rivera', '(212) 555-0134', 'America/Los_Angeles', name, AT)).toBe(
      "Rosa Rivera's number (area code 212) is on ET, and you chose PT. By law, calls keep to the calling hours where the number is as well as where Rosa Rivera lives, so we call only when it is daytime in both.",
    );
  });

  it('says nothing when the number is on the chosen clock, or a zone of the same clock (Toronto is Eastern)', () => {
    expect(numberZoneNote('Rosa', '212-555-0134', 'America/New_York', name, AT)).toBeNull();
    expect(numberZoneNote('Rosa', '+1 416 555 0134', 'America/New_York', name, AT)).toBeNull();
    // An area code split between two clocks, one of them the chosen one.
    expect(zonesOfAreaCode('+12085550134')).toContain('America/Denver');
    expect(numberZoneNote('Rosa', '208 555 0134', 'America/Denver', name, AT)).toBeNull();
  });

  it('says nothing until a whole North American number is typed', () => {
    expect(numberZoneNote('Rosa', '212-55', 'America/Los_Angeles', name, AT)).toBeNull();
    expect(numberZoneNote('Rosa', '+44 20 7946 0958', 'America/Los_Angeles', name, AT)).toBeNull();
  });

  it('names no one when the name is not typed yet', () => {
    expect(numberZoneNote('  ', '2125550134', 'America/Chicago', name, AT)).toMatch(/^This number \(area code 212\) is on ET, and you chose CT\..* where they live,/);
  });
});
