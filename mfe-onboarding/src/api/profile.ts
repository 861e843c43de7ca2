import { apiGet, apiPut } from '@fondly/design-system/client';
import type { RecipientProfileInput, RecipientProfileResponse } from '@fondly/api/contract';

const url = (id: string) => `/api/recipients/${encodeURIComponent(id)}/profile`;

export const getProfile = (recipientId: string) => apiGet<RecipientProfileResponse>(url(recipientId));
export const saveProfile = (recipientId: string, profile: RecipientProfileInput) => apiPut<RecipientProfileResponse>(url(recipientId), profile);
