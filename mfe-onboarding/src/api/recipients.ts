import { apiGet, apiPatch, apiPost } from '@fondly/design-system/client';
import type { CallNowResult, FamilyCallList, NewRecipientInput, Recipient, RecipientCreated, RecipientList, RecipientSettingsInput, ScheduleUpdateInput } from '@fondly/api/contract';

const base = (id: string) => `/api/recipients/${encodeURIComponent(id)}`;

export const listRecipients = () => apiGet<RecipientList>('/api/recipients').then((r) => r.recipients);
export const scheduleRecipient = (input: NewRecipientInput) => apiPost<RecipientCreated>('/api/recipients', input);
export const updateRecipientSettings = (id: string, input: RecipientSettingsInput) => apiPatch<Recipient>(base(id), input);
export const updateSchedule = (id: string, input: ScheduleUpdateInput) => apiPatch<Recipient>(`${base(id)}/schedule`, input);
export const pauseCalls = (id: string) => apiPost<Recipient>(`${base(id)}/pause`);
export const resumeCalls = (id: string) => apiPost<Recipient>(`${base(id)}/resume`);
/** An extra call now; `moveNextCall` only when the family chose to bring the next planned call forward. */
export const callNow = (id: string, moveNextCall = false) => apiPost<CallNowResult>(`${base(id)}/call-now`, moveNextCall ? { moveNextCall: true } : undefined);
export const skipCall = (id: string, callId: string) => apiPost<Recipient>(`${base(id)}/calls/${encodeURIComponent(callId)}/skip`);
export const listCalls = (id: string) => apiGet<FamilyCallList>(`${base(id)}/calls`).then((r) => r.calls);
