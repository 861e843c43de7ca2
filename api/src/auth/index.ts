// The auth domain's public surface: other domains and app.ts import only from here.
export { issueOperatorSignInLink } from './operators.js';
export { consumeSignInToken, createSession, createSignInToken, endSession, readSession, requireOperator, requireSession, sessionStillValid, setSessionCookie } from './sessions.js';
export { hashSecret, newSecret } from './tokens.js';
export { endEverySession } from './sessions.js';
