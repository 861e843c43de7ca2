// The keepsakes domain's public surface: other domains and app.ts import only from here.
export { formatKeepsakeDate } from './brand.js';
export { wellnessItems } from './wellness-notes.js';
export { renderKeepsakePdf, type MomentExtras } from './keepsake-pdf.js';
export { ensureBookPdf } from './story-book.js';
export { startYearlyBookWorker } from './yearly-books.js';
export { forgetStoriesOf, saveCallStory } from './story-library.js';
export { deletePhotoFiles, forgetPhotosOf, newestPhotoOf } from './photos.js';
