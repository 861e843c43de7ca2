import type { BillingPortal, BillingSubscription, ChangePlanInput, FamilyInvoice, FamilyInvoicesResponse, LocalCardUpdateInput } from '../payments.js';
import { read, post } from './route.js';

export const billingApi = {
  subscription: read('/api/billing/subscription')<BillingSubscription>(),
  cancel: post('/api/billing/cancel')<BillingSubscription>(),
  resume: post('/api/billing/resume')<BillingSubscription>(),
  card: post('/api/billing/card')<BillingSubscription, LocalCardUpdateInput>(),
  portal: post('/api/billing/portal')<BillingPortal>(),
  changePlan: post('/api/billing/plan')<BillingSubscription, ChangePlanInput>(),
  invoices: read('/api/billing/invoices')<FamilyInvoicesResponse>(),
  invoice: read('/api/billing/invoices/:id')<FamilyInvoice>(),
};
