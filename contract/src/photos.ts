import { z } from 'zod';
import { lineText } from './text.js';
import { TOPICS } from './onboarding.js';

/**
 * Family photos (issue 31): a photo the family adds on the dashboard, with an optional caption;
 * the newest one of a loved one is printed on their Moment's keepsake page. The form and the API
 * check an upload with this same schema.
 */
export const PHOTO_LIMITS = {
  /** Bytes of the image itself (the browser makes a large photo smaller before sending it). */
  maxBytes: 5 * 1024 * 1024,
  captionMax: 140,
  types: ['image/jpeg', 'image/png'] as const,
};

export const PHOTO_MESSAGES = {
  chooseLovedOne: 'Please choose who the photo is for.',
  chooseImage: 'Please choose a photo to add.',
  wrongType: 'Please choose a JPEG or PNG photo.',
  tooLarge: 'That photo is too large. Please choose one under 5 MB.',
  captionTooLong: `Please keep the caption under ${PHOTO_LIMITS.captionMax} characters.`,
  notFound: 'We could not find that photo.',
  unknownChapter: 'Please choose a chapter from the list.',
  added: 'Photo added. It will appear on the next Moment keepsake.',
  removed: 'Photo removed.',
} as const;

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Bytes a base64 string decodes to. */
export function base64Bytes(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
}

export const newPhotoSchema = z.object({
  recipientId: z.uuid({ error: PHOTO_MESSAGES.chooseLovedOne }),
  caption: lineText()
    .max(PHOTO_LIMITS.captionMax, { error: PHOTO_MESSAGES.captionTooLong })
    .optional()
    .transform((c) => (c ? c : null)),
  /** The story book's chapter it belongs in (a topic); none: the book's photo pages. */
  topic: z
    .union([z.enum(TOPICS), z.literal('')], { error: PHOTO_MESSAGES.unknownChapter })
    .optional()
    .transform((t) => (t ? t : null)),
  /** The photo as a data URL ("data:image/jpeg;base64,…"). */
  image: z
    .string({ error: PHOTO_MESSAGES.chooseImage })
    .min(1, { error: PHOTO_MESSAGES.chooseImage })
    .refine((s) => /^data:image\/(jpeg|png);/.test(s), { error: PHOTO_MESSAGES.wrongType })
    .refine((s) => DATA_URL.test(s), { error: PHOTO_MESSAGES.wrongType })
    .refine((s) => base64Bytes(s.slice(s.indexOf(',') + 1)) <= PHOTO_LIMITS.maxBytes, { error: PHOTO_MESSAGES.tooLarge }),
});
export type NewPhoto = z.input<typeof newPhotoSchema>;

export const familyPhotoSchema = z.object({
  id: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  caption: z.string().nullable(),
  topic: z.string().nullable(),
  contentType: z.enum(PHOTO_LIMITS.types),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Where the signed-in family sees the image. */
  imageUrl: z.string(),
});
export type FamilyPhoto = z.infer<typeof familyPhotoSchema>;
export const familyPhotoListSchema = z.object({ photos: z.array(familyPhotoSchema) });
export type FamilyPhotoList = z.infer<typeof familyPhotoListSchema>;
