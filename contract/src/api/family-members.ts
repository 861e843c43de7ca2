import type { FamilyMember, FamilyMemberList, FamilyMemberUpdateInput, MobileCodeInput, NewFamilyMemberInput } from '../account.js';
import type { Ok } from '../platform.js';
import { read, post, patch, del } from './route.js';

export const familyMembersApi = {
  list: read('/api/family-members')<FamilyMemberList>(),
  add: post('/api/family-members')<FamilyMember, NewFamilyMemberInput>(),
  update: patch('/api/family-members/:id')<FamilyMember, FamilyMemberUpdateInput>(),
  remove: del('/api/family-members/:id')<Ok>(),
  confirmMobile: post('/api/family-members/:id/mobile/confirm')<FamilyMember, MobileCodeInput>(),
  resendMobileCode: post('/api/family-members/:id/mobile/code')<FamilyMember>(),
};
