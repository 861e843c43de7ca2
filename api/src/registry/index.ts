// The registry domain's public surface: other domains and app.ts import only from here.
export { listRemotes, seedRegistry } from './registry.js';
