import { SITE } from '../../config/site';

/** The assisted-living demo is booked by email (spec section 2): a draft the reader fills in and sends. */
export function demoRequestMailto(): string {
  const subject = 'Demo request: Fondly for our community (15 minutes)';
  const body = [
    'Hello Fondly team,',
    '',
    'We would like to book a 15-minute demo of Fondly for our community.',
    '',
    'Community name:',
    'City and state or province:',
    'Number of residents:',
    'My name and role:',
    'Best phone number:',
    'Good days and times for the demo:',
    '',
    'Thank you!',
  ].join('\n');
  return `mailto:${SITE.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
