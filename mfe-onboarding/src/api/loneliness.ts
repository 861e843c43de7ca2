import { callApi } from '@fondly/design-system/client';
import { lonelinessApi, lonelinessSettingSchema, type LonelinessSettingInput } from '@fondly/contract';

export const getLonelinessTrends = () => callApi(lonelinessApi.trends);
/** The family's setting, checked with the same schema the server uses before it is sent. */
export const saveLonelinessSetting = (recipientId: string, input: LonelinessSettingInput) =>
  callApi(lonelinessApi.setting, { params: { id: recipientId }, body: lonelinessSettingSchema.parse(input) });
