import { callApi } from '@fondly/design-system/client';
import { callsApi } from '@fondly/contract';

/** Live calls and the latest finished ones (operators only). */
export const getCallsBoard = () => callApi(callsApi.board);
