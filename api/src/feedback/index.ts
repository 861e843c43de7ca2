// The feedback domain's public surface: other domains and app.ts import only from here.
export { feedbackRoutes } from './routes/feedback.js';
