import { apiGet } from '@fondly/design-system/client';
import type { CallsBoard } from '@fondly/api/contract';

/** GET /api/calls/board: live calls and the latest finished ones (operators only). */
export const getCallsBoard = () => apiGet<CallsBoard>('/api/calls/board');
