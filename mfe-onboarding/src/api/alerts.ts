import { callApi } from '@fondly/design-system/client';
import { recipientsApi, type ResolveAlertInput } from '@fondly/contract';

export const listOpenAlerts = () => callApi(recipientsApi.alerts).then((r) => r.alerts);
export const resolveAlert = (callId: string, input: ResolveAlertInput) => callApi(recipientsApi.resolveAlert, { params: { callId }, body: input });
