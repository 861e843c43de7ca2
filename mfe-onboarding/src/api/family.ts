import { apiDelete, apiGet, apiPatch, apiPost } from '@fondly/design-system/client';
import type { FamilyMember, FamilyMemberList, FamilyMemberUpdateInput, MobileCodeInput, NewFamilyMemberInput, Ok, SupportContact, SupportRequest, SupportRequestInput, SupportRequestList } from '@fondly/api/contract';

export const listFamilyMembers = () => apiGet<FamilyMemberList>('/api/family-members');
export const addFamilyMember = (input: NewFamilyMemberInput) => apiPost<FamilyMember>('/api/family-members', input);
export const updateFamilyMember = (id: string, input: FamilyMemberUpdateInput) =>
  apiPatch<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}`, input);
/** The 6-digit code texted to a member's mobile confirms it; until then no alert goes there. */
export const confirmMobile = (id: string, input: MobileCodeInput) => apiPost<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}/mobile/confirm`, input);
export const resendMobileCode = (id: string) => apiPost<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}/mobile/code`, {});
export const removeFamilyMember = (id: string) => apiDelete<Ok>(`/api/family-members/${encodeURIComponent(id)}`);

export const sendSupportRequest = (input: SupportRequestInput) => apiPost<SupportRequest>('/api/support-requests', input);
export const listSupportRequests = () => apiGet<SupportRequestList>('/api/support-requests').then((r) => r.requests);

let contact: Promise<SupportContact> | null = null;
/** Where a person at Fondly reads mail, for the Contact Support mail draft. */
export function getSupportContact(): Promise<SupportContact> {
  contact ??= apiGet<SupportContact>('/api/support/contact').catch((error: unknown) => {
    contact = null;
    throw error;
  });
  return contact;
}
