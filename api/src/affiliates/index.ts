// The affiliates domain's public surface: other domains and app.ts import only from here.
export { recordCommission, reverseCommissionForInvoice } from './commissions.js';
