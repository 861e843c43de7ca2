import { SelectField } from '@fondly/design-system';
import { NORTH_AMERICAN_TIME_ZONES } from '@fondly/contract';
import { timeZoneLabel } from '../lib/format';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  label?: string;
  name?: string;
}

/** The recipient's time zone: the service area's zones, plus the browser's own if it is another. */
export function TimeZoneField({ value, onChange, error, label = "Their time zone", name = 'timeZone' }: TimeZoneFieldProps) {
  const known = NORTH_AMERICAN_TIME_ZONES.some((z) => z.id === value);
  const options = [
    ...(known ? [] : [{ value, label: timeZoneLabel(value) }]),
    ...NORTH_AMERICAN_TIME_ZONES.map((z) => ({ value: z.id, label: timeZoneLabel(z.id) })),
  ];
  return (
    <SelectField
      label={label}
      hint="We only call during the day where they live."
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options}
      error={error}
    />
  );
}
