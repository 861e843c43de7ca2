import type { WellnessNotes } from '../db/schema/index.js';

/** What one keepsake page is made of: a Moment or a story of one call. */
export interface KeepsakeContent {
  kind: 'moment' | 'story';
  recipientName: string;
  /** The name she is called by (a Moment's page speaks of her by it); else her first name. */
  calledBy?: string;
  title: string;
  body: string;
  quotes: string[];
  wellness: WellnessNotes | null;
  occurredAt: Date;
  timeZone?: string | null;
}
