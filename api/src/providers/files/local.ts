import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertFileKey, type FileStore } from '../../lib/file-store.js';

/** The embedded default: files under <DATA_DIR>/files, written whole (a temporary name, then renamed). */
export function createDiskFileStore(dir: string): FileStore {
  const where = (key: string) => {
    assertFileKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(where(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
  };
}

/** With DATA_DIR=:memory: (tests, one-off runs): kept in this process only. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      assertFileKey(key);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      assertFileKey(key);
      return files.get(key) ?? null;
    },
    async delete(key) {
      assertFileKey(key);
      files.delete(key);
    },
  };
}
