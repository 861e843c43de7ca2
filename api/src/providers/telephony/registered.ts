// The telephony providers, one line each (docs/engineering.md, "A telephony provider"). With
// TELEPHONY unset, the first whose credentials are set is used: keep the embedded default last
// among those chosen by default.
export { twilio } from './twilio/index.js';
export { simulated } from './simulated/index.js';
export { echoLine } from './echo-line/index.js';
