import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where attachment bytes live. Keys are generated (never user input); an S3-compatible store is a
 * drop-in implementation of this interface.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Files under `dir` (DATA_DIR/uploads), one per key. */
export function createDiskUploadStore(dir: string): UploadStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid upload key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
