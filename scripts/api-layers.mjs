// The order between the API's parts (docs/decisions/121-layers.md): a file may import files of its
// own layer or of a lower one, never a higher one, type imports included. Each entry is a path
// under api/src (a folder or a file without its extension); a file belongs to the longest entry
// that contains it. Tests, test fixtures and api/src/testing are outside the table: they may
// reach anywhere. `node scripts/api-layers.mjs` prints the table and what breaks it.
//
// Lowest first. Entries in one layer may import each other (no cycle between files, though).
export const LAYERS = [
  ['foundation: configuration, the contract, the database schema, small helpers', ['env', 'contract', 'db', 'lib']],
  ['voice pipeline and the ports it owns: transport, listener, transcriber, safety, dialogue, voice', ['calls/pipeline', 'mail/port', 'payments/port', 'summaries/port', 'summaries/local', 'summaries/faithful', 'summaries/moment-fields']],
  ['what every route and worker is handed', ['context', 'lib/openapi', 'lib/rate-limit', 'lib/security', 'lib/wakeable-loop']],
  ['providers: one folder per outside service, adapters of the ports above', ['providers']],
  ['platform domains (security: the anti-automation policy for texts and codes)', ['platform', 'security', 'plans', 'registry', 'logs', 'auth', 'feedback', 'referrals', 'mail', 'notifications/events', 'families/referral']],
  ['affiliates', ['affiliates']],
  ['payments', ['payments']],
  ['what the call wing may read and change on her record (the families domain owns the tables)', ['families/her-settings']],
  ['her recorded voice: kept with her consent, cut, encoded, stored, played by signed links (docs/recordings.md)', ['recordings']],
  ['call wing: scheduling (planner, entitlement, calling hours, callableAt)', ['calls/scheduling']],
  ['call wing: call lifecycle (state machine, claims, engine, alerts, call-backs, after-call)', ['calls/lifecycle']],
  ['keepsakes', ['keepsakes']],
  ['summaries', ['summaries']],
  ['notifications (the outbox worker and what it renders)', ['notifications']],
  ['families', ['families']],
  ['gifts: bought on /gift, paid through payments, redeemed into a new account by families (decision 151)', ['gifts']],
  ['pages, showcases and operator tools that draw on every domain', ['static', 'calls/test-calls', 'keepsakes/showcase', 'keepsakes/render-showcase']],
  ['HTTP routes, the app, processes and the providers chosen at start', ['app', 'server', 'worker', 'workers', 'providers/index', '*/routes', 'calls/routes']],
];
