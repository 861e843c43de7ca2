// Her recorded voice (docs/recordings.md): other domains and app.ts import only from here.
export { deleteRecordingFiles, forgetRecordingsOf, recordingKeysOf, keepCallRecording, keepQuotedPassages, recordingConsentOf, sweepExpiredRecordings, voiceOfCall, voicesOfStories, type VoiceOfCall } from './keep.js';
export { listenLinksReady, listenUrlFor } from './links.js';
export { startRecordingSweep } from './sweep.js';
