import type { ToastOptions } from '@fondly/design-system';
import { SCHEDULE_MESSAGES } from '@fondly/contract';

/** Every toast of the family pages, word for word from spec section 8 (and 5 for the schedule page). */
export const TOASTS = {
  signupFailed: { title: 'Error', description: 'Failed to create account. Please try again.', variant: 'destructive' },
  // Shown only when the browser really goes on to the payment page (a paid plan's trial needs a card).
  accountCreated: { title: 'Account Created!', description: 'Redirecting to payment...', variant: 'success' },
  freeAccountCreated: { title: 'Account Created!', description: 'Your Free plan is ready. No card needed.', variant: 'success' },
  welcome: { title: 'Welcome to Fondly!', description: 'Your loved one will receive their first call within 24 hours.', variant: 'success' },
  setupFailed: { title: 'Error', description: 'Failed to complete setup. Please try again.', variant: 'destructive' },
  setupCompleted: { title: 'Setup completed!', description: 'You will receive a confirmation email shortly.', variant: 'success' },
  scheduleMissing: { title: SCHEDULE_MESSAGES.missingTitle, description: SCHEDULE_MESSAGES.missing, variant: 'destructive' },
  scheduleTopics: { title: SCHEDULE_MESSAGES.topicsTitle, description: SCHEDULE_MESSAGES.topics, variant: 'destructive' },
  scheduled: { title: 'Call Scheduled Successfully!', description: 'Your first call will be placed within 24 hours.', variant: 'success' },
} satisfies Record<string, ToastOptions>;

export const schedulingFailed = (message: string): ToastOptions => ({ title: 'Scheduling Failed', description: message, variant: 'destructive' });
