// The companion's memory of a person: the structured profile and what each call adds to it.
export { addOpenThread, loadProfile, mergeProfile, profileForFamily, saveProfile, updateProfileForFamily } from './profile.js';
export { emptyUpdate, extractProfileUpdate, withNotes, type ProfileUpdate } from './extract.js';
