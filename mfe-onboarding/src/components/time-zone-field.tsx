import { useEffect, useState } from 'react';
import { SelectField } from '@fondly/design-system';
import { FIELD_LABELS, NORTH_AMERICAN_TIME_ZONES, zoneAbbreviation } from '@fondly/contract';
import { timeZoneLabel } from '../lib/format';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  label?: string;
  name?: string;
  /** Her number as typed, and her name: when its area code is on another clock, the field says so (decision 127). */
  phone?: string;
  recipientName?: string;
}

/** The recipient's time zone: the service area's zones, plus the browser's own if it is another. */
export function TimeZoneField({ value, onChange, error, label = FIELD_LABELS.timeZone, name = 'timeZone', phone, recipientName = '' }: TimeZoneFieldProps) {
  const known = NORTH_AMERICAN_TIME_ZONES.some((z) => z.id === value);
  const options = [
    ...(known ? [] : [{ value, label: timeZoneLabel(value) }]),
    ...NORTH_AMERICAN_TIME_ZONES.map((z) => ({ value: z.id, label: timeZoneLabel(z.id) })),
  ];
  const note = useNumberZoneNote(recipientName, phone ?? '', value);
  return (
    <>
      <SelectField
        label={label}
        hint="We only call during the day where they live."
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        error={error}
      />
      {/* Said as they choose, not after a call fails to come (the area-code table loads only when a number is typed). */}
      <p role="status" data-testid="number-zone-note" hidden={!note}>
        {note}
      </p>
    </>
  );
}

function useNumberZoneNote(recipientName: string, phone: string, zone: string): string | null {
  const [note, setNote] = useState<string | null>(null);
  const digits = phone.replace(/\D/g, '');
  useEffect(() => {
    if (digits.length < 10) return setNote(null);
    let live = true;
    import('@fondly/contract/area-code-zones').then(
      (m) => live && setNote(m.numberZoneNote(recipientName, digits, zone, (z) => zoneAbbreviation(z))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [recipientName, digits, zone]);
  return note;
}
