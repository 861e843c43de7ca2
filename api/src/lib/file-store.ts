/**
 * Where uploaded files (the family's photos) are kept: a small port, so the embedded default
 * (files under the data folder, providers/files/local.ts) can be swapped for an S3-compatible
 * store by writing the same four methods. Keys are made by us ("photos/<uuid>"), never by a user.
 */
export interface FileStore {
  kind: 'disk' | 'memory' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Our keys only: lower-case letters, digits, dashes and one level of folder. */
export const FILE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+$/;

export function assertFileKey(key: string): void {
  if (!FILE_KEY.test(key)) throw new Error(`not a file-store key: ${key}`);
}
