import { apiGet, apiPost } from '@fondly/design-system/client';
import type { Ok, Operator } from '@fondly/api/contract';

/** GET /api/operator/me: the signed-in operator, or null when this browser is not signed in. */
export const getOperator = () => apiGet<Operator>('/api/operator/me', { on401: 'returnNull' });

/** POST /api/operator/sign-out: ends this browser's operator session. */
export const signOutOperator = () => apiPost<Ok>('/api/operator/sign-out');
