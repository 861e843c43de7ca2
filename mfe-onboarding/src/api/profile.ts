import { callApi } from '@fondly/design-system/client';
import { recipientsApi, type RecipientProfileInput } from '@fondly/contract';

export const getProfile = (recipientId: string) => callApi(recipientsApi.profile, { params: { id: recipientId } });
export const saveProfile = (recipientId: string, profile: RecipientProfileInput) => callApi(recipientsApi.saveProfile, { params: { id: recipientId }, body: profile });
