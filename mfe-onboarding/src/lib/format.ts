import { NORTH_AMERICAN_TIME_ZONES } from '@fondly/api/contract';

/** "ET", "CT", "PT" (or "GMT-3" where a zone has no short name): the zone a time is read in. */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** "Tuesday, March 3 at 10:15 AM ET": in the recipient's own time zone, and saying which. */
export function formatCallTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const time = d.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day} at ${time} ${zoneAbbreviation(d, timeZone)}`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `${seconds} sec`;
  return `${Math.round(seconds / 60)} min`;
}

/** "+12125550123", "4165552233", "1-416-555-2233" -> "(212) 555-0123": a US or Canadian number as people read it. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const m = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone.trim();
}

export function timeZoneLabel(zone: string): string {
  return NORTH_AMERICAN_TIME_ZONES.find((z) => z.id === zone)?.label ?? zone.replace(/_/g, ' ');
}

/** How each call ended, in words a family uses. */
export const CALL_OUTCOME_LABELS: Record<string, string> = {
  completed: 'Completed',
  no_answer: 'No answer',
  busy: 'Line busy',
  voicemail: 'Went to voicemail',
  failed: 'Could not connect',
  canceled: 'Skipped',
  dialing: 'Calling now',
  ringing: 'Ringing now',
  in_progress: 'On the call now',
  scheduled: 'Planned',
};
