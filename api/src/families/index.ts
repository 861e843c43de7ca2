// The families domain's public surface: other domains and app.ts import only from here.
export { familiesRoutes } from './routes/index.js';
export { SAMPLE_SCRIPT, SAMPLE_SECONDS } from './sample-call.js';
