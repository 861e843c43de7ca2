import { callApi } from '@fondly/design-system/client';
import { operatorFamiliesApi } from '@fondly/contract';

/** Families by name, recipient, email or phone (operators). */
export const searchFamilies = (q: string) => callApi(operatorFamiliesApi.search, { query: { q } }).then((r) => r.families);

/** One family's plan, people, calls, alerts, mails and support requests. */
export const getFamily = (id: string) => callApi(operatorFamiliesApi.get, { params: { id } });
