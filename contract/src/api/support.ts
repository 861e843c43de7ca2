import type { AdminSupportList, SupportContact, SupportRequest, SupportRequestInput, SupportRequestList, SupportStatus } from '../account.js';
import { read, post, patch } from './route.js';

export const supportApi = {
  contact: read('/api/support/contact')<SupportContact>(),
  send: post('/api/support-requests')<SupportRequest, SupportRequestInput>(),
  list: read('/api/support-requests')<SupportRequestList>(),
  queue: read('/api/admin/support-requests')<AdminSupportList, { status?: SupportStatus }>(),
  setStatus: patch('/api/admin/support-requests/:id')<SupportRequest, { status: SupportStatus }>(),
};
