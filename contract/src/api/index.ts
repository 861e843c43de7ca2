// Every API endpoint the front-ends call: its method, its path and, as types only, what it
// answers, what body it takes and what query it reads (./route.ts). The client
// (@fondly/design-system/client: callApi, apiPath) builds requests from these, so no page writes
// an API path by hand (decision 122). Plain data at run time, one module per area, so a remote
// bundles only the areas it calls and loads no zod for them.
// api/src/platform/api-routes.test.ts checks every entry against the API's openapi.json.
export type { AnyApiRoute, ApiBody, ApiInput, ApiLink, ApiQuery, ApiResponse, ApiRoute, HttpMethod, PathParamNames, PathParams } from './route.js';
export * from './platform.js';
export * from './operator.js';
export * from './operator-families.js';
export * from './feedback.js';
export * from './calls.js';
export * from './experiments.js';
export * from './support.js';
export * from './outbox.js';
export * from './payments.js';
export * from './affiliates.js';
export * from './signup.js';
export * from './checkout.js';
export * from './billing.js';
export * from './account.js';
export * from './family-members.js';
export * from './recipients.js';
export * from './stories.js';
export * from './gifts.js';
export * from './loneliness.js';
export * from './photos.js';
