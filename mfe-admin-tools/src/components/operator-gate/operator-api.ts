import { callApi, callApiIfSignedIn } from '@fondly/design-system/client';
import { operatorApi } from '@fondly/contract';

/** The signed-in operator, or null when this browser is not signed in. */
export const getOperator = () => callApiIfSignedIn(operatorApi.me);

/** Ends this browser's operator session. */
export const signOutOperator = () => callApi(operatorApi.signOut);
