import { callApi } from '@fondly/design-system/client';
import { recipientsApi, type NewRecipientInput, type RecipientSettingsInput, type ScheduleUpdateInput } from '@fondly/contract';

export const listRecipients = () => callApi(recipientsApi.list).then((r) => r.recipients);
export const scheduleRecipient = (input: NewRecipientInput) => callApi(recipientsApi.create, { body: input });
export const updateRecipientSettings = (id: string, input: RecipientSettingsInput) => callApi(recipientsApi.updateSettings, { params: { id }, body: input });
export const updateSchedule = (id: string, input: ScheduleUpdateInput) => callApi(recipientsApi.updateSchedule, { params: { id }, body: input });
/** Pause calls; with `until` (YYYY-MM-DD, her day) they resume by themselves that day. */
export const pauseCalls = (id: string, until?: string) => callApi(recipientsApi.pause, { params: { id }, body: until ? { until } : undefined });
export const resumeCalls = (id: string) => callApi(recipientsApi.resume, { params: { id } });
/** What Call Now would do now (an extra call, in place of the next planned one, or not now), said before it is used. */
export const callNowPreview = (id: string) => callApi(recipientsApi.callNowPreview, { params: { id } });
/** An extra call now; `moveNextCall` only when the family chose to bring the next planned call forward. */
export const callNow = (id: string, moveNextCall = false) =>
  callApi(recipientsApi.callNow, { params: { id }, body: moveNextCall ? { moveNextCall: true } : undefined });
export const skipCall = (id: string, callId: string) => callApi(recipientsApi.skipCall, { params: { id, callId } });
/** Undo a skip while the call's time is still ahead. */
export const unskipCall = (id: string, callId: string) => callApi(recipientsApi.unskipCall, { params: { id, callId } });
export const listCalls = (id: string) => callApi(recipientsApi.calls, { params: { id } }).then((r) => r.calls);
