import { callApi } from '@fondly/design-system/client';
import { familyMembersApi, supportApi, type FamilyMemberUpdateInput, type MobileCodeInput, type NewFamilyMemberInput, type SupportContact, type SupportRequestInput } from '@fondly/contract';

export const listFamilyMembers = () => callApi(familyMembersApi.list);
export const addFamilyMember = (input: NewFamilyMemberInput) => callApi(familyMembersApi.add, { body: input });
export const updateFamilyMember = (id: string, input: FamilyMemberUpdateInput) => callApi(familyMembersApi.update, { params: { id }, body: input });
/** The 6-digit code texted to a member's mobile confirms it; until then no alert goes there. */
export const confirmMobile = (id: string, input: MobileCodeInput) => callApi(familyMembersApi.confirmMobile, { params: { id }, body: input });
export const resendMobileCode = (id: string) => callApi(familyMembersApi.resendMobileCode, { params: { id } });
export const removeFamilyMember = (id: string) => callApi(familyMembersApi.remove, { params: { id } });

export const sendSupportRequest = (input: SupportRequestInput) => callApi(supportApi.send, { body: input });
export const listSupportRequests = () => callApi(supportApi.list).then((r) => r.requests);

let contact: Promise<SupportContact> | null = null;
/** Where a person at Fondly reads mail, for the Contact Support mail draft. */
export function getSupportContact(): Promise<SupportContact> {
  contact ??= callApi(supportApi.contact).catch((error: unknown) => {
    contact = null;
    throw error;
  });
  return contact;
}
