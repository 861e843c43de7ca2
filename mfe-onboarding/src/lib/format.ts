import { formatZonedDateTime, NORTH_AMERICAN_TIME_ZONES, zoneAbbreviation } from '@fondly/contract';

/** "Tuesday, March 3 at 10:15 AM ET": in the recipient's own time zone, and saying which (the API's mails write it the same way). */
export const formatCallTime = (iso: string, timeZone: string): string => formatZonedDateTime(iso, timeZone);

/** "Tuesday, March 10": a day in her zone (a pause's end date). */
export const formatDay = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone });

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `${seconds} sec`;
  return `${Math.round(seconds / 60)} min`;
}

/** A number as people read it: the one formatter, shared with the API's mails. */
export { formatPhone } from '@fondly/contract';

/** "Newfoundland Time (NT)": the zone's name and the abbreviation every time on the page carries. */
export function timeZoneLabel(zone: string): string {
  const name = NORTH_AMERICAN_TIME_ZONES.find((z) => z.id === zone)?.label ?? zone.replace(/_/g, ' ');
  return `${name} (${zoneAbbreviation(zone)})`;
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
