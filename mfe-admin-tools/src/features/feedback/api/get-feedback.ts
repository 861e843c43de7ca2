import { callApi } from '@fondly/design-system/client';
import { feedbackApi } from '@fondly/contract';

/** The newest answers and totals (operators). */
export const getFeedback = () => callApi(feedbackApi.list);
