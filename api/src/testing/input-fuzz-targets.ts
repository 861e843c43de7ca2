import { paidOnboarding, scheduleForm, uniqueEmail, wizardSignup } from '../families/testing/families.js';

// What each endpoint accepts when the fuzz (input-fuzz.ts) sends it hostile text: a valid request
// to mutate, field by field. A new write endpoint gets a line here or input-fuzz.test.ts fails.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface FuzzWorld {
  /** Every credential at once: a family's session, an affiliate's session and the operator token. */
  headers: Record<string, string>;
  ids: Record<string, string>;
  bodies: { family: { email: string }; throwaway: { email: string; cookie: string } };
  freshSubscriberCookie(): Promise<string>;
  freshAffiliateCookie(): Promise<string>;
}

// ---------------------------------------------------------------- what each write endpoint accepts
export interface Target {
  /** A valid body to mutate, field by field. */
  body?: (w: FuzzWorld) => Json;
  /** Valid values for the path and query parameters. */
  params?: (w: FuzzWorld) => Record<string, string>;
  query?: (w: FuzzWorld) => Record<string, string>;
  /** Credentials for this endpoint, when the shared ones would be spent by it (sign-out). */
  headers?: (w: FuzzWorld) => Promise<Record<string, string>>;
  /** A valid request does something slow or real (a call, synthesis): only refused input is sent. */
  onlyRefused?: boolean;
}

const uuid0 = '00000000-0000-4000-8000-000000000000';
const recipient = (w: FuzzWorld) => ({ id: w.ids.recipientId! });

/** Every write endpoint, by `METHOD /api/path`; the test fails when the API gains one not listed here. */
export const WRITE_TARGETS: Record<string, Target> = {
  'PUT /api/registry/{name}': { params: () => ({ name: 'marketing' }), body: () => ({ version: '1.0.0' }) },
  'POST /api/registry/{name}/rollback': { params: () => ({ name: 'marketing' }) },
  'POST /api/client-errors': { body: () => ({ remote: 'marketing', route: '/faq', message: 'Remote failed to load', detail: 'TypeError: x\n  at y' }) },
  'POST /api/operator/sign-in-links': { body: () => ({ next: '/admin/registry' }) },
  'POST /api/operator/sign-out': {},
  'POST /api/feedback': { body: () => ({ rating: 5, comment: 'Lovely call', recommend: true, recommendReason: 'A kind voice' }) },
  'POST /api/onboard-simple': { body: () => ({ ...wizardSignup() }) as Json },
  'POST /api/onboarding': { body: (w) => paidOnboarding(w.ids.paidCheckout!) as Json },
  'POST /api/onboarding/link': { body: (w) => ({ transactionId: w.ids.paidCheckout! }) },
  'DELETE /api/account': {
    body: (w) => ({ confirmEmail: w.bodies.throwaway.email }),
    headers: async (w) => ({ cookie: w.bodies.throwaway.cookie }),
    onlyRefused: true,
  },
  'POST /api/account/sign-in-link': { body: (w) => ({ email: w.bodies.family.email }) },
  'POST /api/account/sign-in': { body: () => ({ token: 'a'.repeat(43) }) },
  'POST /api/account/email-confirmation': {},
  'POST /api/account/sign-out': { headers: async (w) => ({ cookie: await w.freshSubscriberCookie() }) },
  'POST /api/recipients': { body: () => scheduleForm() as Json },
  'PATCH /api/recipients/{id}': {
    params: recipient,
    body: () => ({ recipientName: 'Rosa Rivera', voiceGender: 'female', agentType: 'stories', topics: ['Childhood memories'], specialInstructions: 'Speak slowly.\nShe loves roses.' }),
  },
  'PATCH /api/recipients/{id}/schedule': { params: recipient, body: () => ({ cadence: 'weekly', window: 'morning', timeZone: 'America/Chicago' }) },
  'POST /api/recipients/{id}/pause': { params: recipient, body: () => ({ until: '2099-01-01' }) },
  'POST /api/recipients/{id}/calls/{callId}/unskip': { params: (w) => ({ id: w.ids.recipientId!, callId: uuid0 }) },
  'POST /api/recipients/{id}/resume': { params: recipient },
  'PUT /api/recipients/{id}/loneliness': { params: recipient, body: () => ({ enabled: true }) },
  'POST /api/gifts': {
    body: () => ({ plan: '3-month-99', buyerName: 'Tom Rivera', buyerEmail: uniqueEmail(), recipientFirstName: 'Rosa', message: 'Happy birthday, Gran.\nLove, Tom', deliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), deliverToEmail: '', timeZone: 'America/New_York' }),
  },
  'POST /api/gifts/{code}/redeem': {
    params: () => ({ code: 'FOND-AAAA-AAAA' }),
    body: (w) => {
      const { transactionId: _, ...rest } = paidOnboarding(w.ids.paidCheckout!) as Record<string, Json>;
      return rest;
    },
  },
  'POST /api/gifts/{code}/add-to-account': {
    params: () => ({ code: 'FOND-AAAA-AAAA' }),
    body: (w) => ({ forWhom: w.ids.recipientId! }),
  },
  'POST /api/family-photos': {
    body: (w) => ({ recipientId: w.ids.recipientId!, caption: 'Rosa at the seaside', topic: 'Travel adventures', image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' }),
  },
  'DELETE /api/family-photos/{id}': { params: () => ({ id: uuid0 }) },
  'PUT /api/story-books/{recipientId}': { params: (w) => ({ recipientId: w.ids.recipientId! }), body: () => ({ chapters: ['Cooking and recipes', 'Childhood memories', 'more'], leftOut: [] }) },
  'POST /api/recipients/{id}/call-now': { params: recipient },
  'POST /api/recipients/{id}/calls/{callId}/skip': { params: (w) => ({ id: w.ids.recipientId!, callId: w.ids.callId! }) },
  'PUT /api/recipients/{id}/profile': {
    params: recipient,
    body: () => ({
      preferredName: 'Rosie',
      people: [{ name: 'Tom', relationship: 'son', note: 'Lives in Ohio' }],
      places: [{ name: 'Chicago', note: 'Grew up there' }],
      pets: [{ name: 'Biscuit', kind: 'dog' }],
      health: ['A stiff knee'],
      likes: ['Gardening'],
      openThreads: [{ text: 'Knee was stiff', question: 'How is your knee today?', source: 'family' }],
    }),
  },
  'POST /api/family-members': { body: () => ({ name: 'Ana Rivera', email: uniqueEmail('member'), mobile: '(212) 555-0188' }) },
  'PATCH /api/family-members/{id}': { params: (w) => ({ id: w.ids.familyMemberId! }), body: () => ({ receivesMoments: false, mobile: '(212) 555-0188' }) },
  'DELETE /api/family-members/{id}': { params: (w) => ({ id: w.ids.familyMemberId! }) },
  'POST /api/family-members/{id}/mobile/confirm': { params: (w) => ({ id: w.ids.familyMemberId! }), body: () => ({ code: '123456' }) },
  'POST /api/family-members/{id}/mobile/code': { params: (w) => ({ id: w.ids.familyMemberId! }) },
  'POST /api/alerts/{callId}/resolve': { params: (w) => ({ callId: w.ids.callId! }), body: () => ({ note: 'Called her; all is well.' }) },
  'POST /api/support-requests': { body: () => ({ subject: 'A question', message: 'How do I change the time?\nThanks' }) },
  'POST /api/number-access-requests': { body: () => ({ phone: '(212) 555-0100', name: 'Sam Okafor', email: uniqueEmail('asker'), message: 'She is my aunt.\nWe visit on Sundays.' }) },
  'PATCH /api/admin/number-access-requests/{id}': { params: (w) => ({ id: w.ids.numberAccessRequestId! }), body: () => ({ status: 'resolved' }) },
  'PATCH /api/admin/support-requests/{id}': { params: (w) => ({ id: w.ids.supportRequestId! }), body: () => ({ status: 'resolved' }) },
  'POST /api/checkout/sessions/{id}/pay': {
    params: (w) => ({ id: w.ids.openCheckout! }),
    body: () => ({ email: uniqueEmail('buyer'), name: 'Jane Doe', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }),
  },
  'POST /api/webhooks/stripe': {},
  'POST /api/billing/portal': {},
  'POST /api/billing/cancel': {},
  'POST /api/billing/resume': {},
  'POST /api/billing/card': { body: () => ({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }) },
  'POST /api/billing/plan': { body: () => ({ plan: 'premium' }) },
  'POST /api/payments/invoices/{id}/refund': { params: (w) => ({ id: w.ids.invoiceId! }), body: () => ({ reason: 'Asked within 30 days', cancelSubscription: false }) },
  'POST /api/payments/local/subscriptions/{id}/advance': { params: (w) => ({ id: w.ids.localSubscriptionId! }) },
  'POST /api/affiliates': { body: () => ({ name: 'Alex Partner', email: uniqueEmail('alex') }) },
  'POST /api/affiliates/confirm': { body: () => ({ token: 'c'.repeat(43) }) },
  'POST /api/affiliates/session': { body: () => ({ key: 'k'.repeat(43) }) },
  'POST /api/affiliates/key-request': { body: () => ({ email: uniqueEmail('alex.key') }) },
  'DELETE /api/affiliates/session': { headers: async (w) => ({ cookie: await w.freshAffiliateCookie() }) },
  'POST /api/affiliates/{code}/payout': { params: (w) => ({ code: w.ids.referralCode! }) },
  'POST /api/payouts/{id}/approve': { params: (w) => ({ id: w.ids.payoutId! }) },
  'POST /api/payouts/{id}/mark-paid': { params: (w) => ({ id: w.ids.payoutId! }), body: () => ({ reference: 'PP-12345' }) },
  'POST /api/payouts/{id}/reject': { params: (w) => ({ id: w.ids.payoutId! }) },
  'POST /api/outbox/{id}/retry': { params: (w) => ({ id: w.ids.outboxId! }) },
  'POST /api/unsubscribe/{token}': { params: (w) => ({ token: w.ids.unsubscribeToken! }), query: () => ({ list: 'moments' }) },
  'POST /api/family-list/{token}': { params: (w) => ({ token: w.ids.unsubscribeToken! }) },
  'POST /api/test/elevenlabs': { body: () => ({ text: 'Hello there', voice: 'female' }), onlyRefused: true },
  'POST /api/test/twilio': { body: () => ({ phoneNumber: '+15551234567' }), onlyRefused: true },
  'POST /api/test/outbound-call': { body: () => ({ phoneNumber: '+15551234567' }), onlyRefused: true },
  'POST /api/test/full-call-flow': { body: () => ({ phoneNumber: '+15551234567', recipientName: 'Rose', topic: 'Childhood memories' }), onlyRefused: true },
  // Twilio's signed, form-encoded webhooks.
  'POST /api/webhooks/twilio/status': {},
  'POST /api/webhooks/twilio/amd': {},
  'POST /api/webhooks/twilio/voice': {},
  'POST /api/webhooks/twilio/reconnect': {},
  'POST /api/webhooks/twilio/inbound': {},
  'POST /api/webhooks/twilio/stream-status': {},
  'POST /api/webhooks/twilio/alert-call/status': {},
  'POST /api/webhooks/twilio/alert-call/key': {},
  // The second simulated carrier's signed JSON events (providers/telephony/echo-line).
  'POST /api/webhooks/echo-line/events': {},
};

/** Valid path and query values for the read endpoints that take any. */
export const READ_TARGETS: Record<string, Target> = {
  'GET /api/registry/{name}/builds': { params: () => ({ name: 'marketing' }) },
  'GET /api/registry/{name}/history': { params: () => ({ name: 'marketing' }) },
  'GET /api/operator/sign-in': { query: () => ({ token: 'a'.repeat(43), next: '/admin' }) },
  'GET /api/recipients/{id}': { params: recipient },
  'GET /api/gifts/{code}': { params: () => ({ code: 'FOND-AAAA-AAAA' }) },
  'GET /api/family-photos/{id}/image': { params: () => ({ id: uuid0 }) },
  'GET /api/story-books/{recipientId}': { params: (w) => ({ recipientId: w.ids.recipientId! }) },
  'GET /api/recipients/{id}/calls': { params: recipient, query: () => ({ limit: '10' }) },
  'GET /api/recipients/{id}/call-now': { params: recipient },
  'GET /api/recipients/{id}/profile': { params: recipient },
  'GET /api/admin/support-requests': { query: () => ({ status: 'open' }) },
  'GET /api/admin/families': { query: () => ({ q: 'Rivera' }) },
  'GET /api/admin/families/{id}': { params: (w) => ({ id: w.ids.subscriberId! }) },
  'GET /api/checkout/{plan}': { params: () => ({ plan: 'starter' }), query: (w) => ({ email: w.bodies.family.email }) },
  'GET /api/checkout/sessions/{id}': { params: (w) => ({ id: w.ids.openCheckout! }) },
  'GET /api/billing/invoices/{id}': { params: (w) => ({ id: w.ids.invoiceId! }) },
  'GET /api/payments/events': { query: () => ({ type: 'invoice.paid', limit: '10' }) },
  'GET /api/payments/invoices': { query: () => ({ search: 'jane' }) },
  'GET /api/affiliates/{code}/verify': { params: (w) => ({ code: w.ids.referralCode! }) },
  'GET /api/affiliates/{code}/stats': { params: (w) => ({ code: w.ids.referralCode! }) },
  'GET /api/affiliates/{code}/commissions': { params: (w) => ({ code: w.ids.referralCode! }) },
  'GET /api/stories': { query: (w) => ({ kind: 'moment', recipientId: w.ids.recipientId! }) },
  'GET /api/stories/{id}': { params: () => ({ id: uuid0 }) },
  'GET /api/stories/{id}/pdf': { params: () => ({ id: uuid0 }) },
  'GET /api/keepsakes/book/{recipientId}': { params: (w) => ({ recipientId: w.ids.recipientId! }), query: () => ({ year: '2026' }) },
  'GET /api/outbox': { query: () => ({ status: 'pending', before: '1000', limit: '10' }) },
  'GET /api/outbox/{id}': { params: (w) => ({ id: w.ids.outboxId! }) },
  'GET /api/outbox/{id}/html': { params: (w) => ({ id: w.ids.outboxId! }) },
  'GET /api/outbox/{id}/attachment': { params: (w) => ({ id: w.ids.outboxId! }) },
  'GET /api/unsubscribe/{token}': { params: (w) => ({ token: w.ids.unsubscribeToken! }), query: () => ({ list: 'moments' }) },
  'GET /api/family-list/{token}': { params: (w) => ({ token: w.ids.unsubscribeToken! }) },
  // Her voice's signed page and its audio (decision 154): a well-formed token we did not sign.
  'GET /listen/{token}': { params: () => ({ token: `${uuid0}.1830000000.${'A'.repeat(43)}` }) },
  'GET /listen/{token}/{clip}': { params: () => ({ token: `${uuid0}.1830000000.${'A'.repeat(43)}`, clip: `${uuid0}.mp3` }) },
};
