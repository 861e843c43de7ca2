import type { AlertResolved, PauseRequest, CallNowPreview, CallNowResult, FamilyCallList, OpenAlertList, Recipient, RecipientList, RecipientSettingsInput, ResolveAlertInput, ScheduleUpdateInput } from '../account.js';
import type { NewRecipientInput, RecipientCreated } from '../onboarding.js';
import type { RecipientProfileInput, RecipientProfileResponse } from '../profile.js';
import { read, post, put, patch } from './route.js';

export const recipientsApi = {
  list: read('/api/recipients')<RecipientList>(),
  create: post('/api/recipients')<RecipientCreated, NewRecipientInput>(),
  updateSettings: patch('/api/recipients/:id')<Recipient, RecipientSettingsInput>(),
  updateSchedule: patch('/api/recipients/:id/schedule')<Recipient, ScheduleUpdateInput>(),
  pause: post('/api/recipients/:id/pause')<Recipient, PauseRequest | undefined>(),
  resume: post('/api/recipients/:id/resume')<Recipient>(),
  callNowPreview: read('/api/recipients/:id/call-now')<CallNowPreview>(),
  callNow: post('/api/recipients/:id/call-now')<CallNowResult, { moveNextCall?: boolean } | undefined>(),
  skipCall: post('/api/recipients/:id/calls/:callId/skip')<Recipient>(),
  unskipCall: post('/api/recipients/:id/calls/:callId/unskip')<Recipient>(),
  calls: read('/api/recipients/:id/calls')<FamilyCallList>(),
  profile: read('/api/recipients/:id/profile')<RecipientProfileResponse>(),
  saveProfile: put('/api/recipients/:id/profile')<RecipientProfileResponse, RecipientProfileInput>(),
  alerts: read('/api/alerts')<OpenAlertList>(),
  resolveAlert: post('/api/alerts/:callId/resolve')<AlertResolved, ResolveAlertInput>(),
};
