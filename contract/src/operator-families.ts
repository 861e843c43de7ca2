import { z } from 'zod';
import { accountCoreSchema, callCoreSchema, supportRequestSchema } from './account.js';
import { lineText } from './text.js';

/** GET /api/admin/families?q=: a family by its name, a recipient's name, an email or a phone number. */
export const familySearchQuerySchema = z.object({
  q: lineText()
    .min(2, 'Type at least 2 letters or 4 digits of a name, email or phone number')
    .max(100, 'Type at most 100 characters'),
});
export type FamilySearchQuery = z.input<typeof familySearchQuerySchema>;

export const familyMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  planName: z.string().nullable(),
  recipients: z.array(z.object({ name: z.string(), phone: z.string() })),
});
export type FamilyMatch = z.infer<typeof familyMatchSchema>;
export const familySearchResultSchema = z.object({ families: z.array(familyMatchSchema) });
export type FamilySearchResult = z.infer<typeof familySearchResultSchema>;

/** One call of the family, as the operator's family page lists it. */
export const operatorFamilyCallSchema = callCoreSchema.extend({
  origin: z.string(),
  failureReason: z.string().nullable(),
  /** The kinds of what was flagged in the call ("distress", "opt-out" …); an alert when "distress" is among them. */
  flags: z.array(z.string()),
});
export type OperatorFamilyCall = z.infer<typeof operatorFamilyCallSchema>;

/** GET /api/admin/families/{id}: everything an operator needs to help one family. */
export const familyDetailSchema = accountCoreSchema.extend({
  recipients: z.array(
    z.object({ id: z.string(), name: z.string(), phone: z.string(), timeZone: z.string().nullable(), paused: z.boolean() }),
  ),
  members: z.array(z.object({ name: z.string(), email: z.string(), isOwner: z.boolean(), receivesAlerts: z.boolean() })),
  /** Every call state, counted over all the family's calls. */
  callCounts: z.record(z.string(), z.number()),
  calls: z.array(operatorFamilyCallSchema),
  /** Calls with an urgent alert, and whether the family marked it resolved. */
  alerts: z.array(z.object({ callId: z.string(), recipientName: z.string(), at: z.string(), resolved: z.boolean() })),
  mails: z.array(z.object({ id: z.number(), template: z.string(), toEmail: z.string(), subject: z.string(), status: z.string(), createdAt: z.string() })),
  supportRequests: z.array(supportRequestSchema),
});
export type FamilyDetail = z.infer<typeof familyDetailSchema>;
export const familyIdParamSchema = z.object({ id: z.string().uuid('This family could not be found.') });
