/** Which build of this remote is running (its dist/<version>/ folder), to tell versions apart. */
export const BUILD_VERSION: string = typeof __REMOTE_VERSION__ === 'string' && __REMOTE_VERSION__ ? __REMOTE_VERSION__ : 'dev';
