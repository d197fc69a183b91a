import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rm, writeFile } from 'node:fs/promises';
import type { ReadStream } from 'node:fs';
import { insufficientStorage, isDiskFull, notFound } from '../errors';
import { join, resolve, sep } from 'node:path';

export type FileArea = 'uploads' | 'profile-images' | 'mail' | 'pdfs' | 'tessdata';

/**
 * The layout of DATA_DIR and the only place that names user files. Names are random, so a
 * client never chooses a path, and `pathIn` refuses anything that would leave its folder.
 */
export interface DataFilesOptions {
  /** The raw write, replaceable in tests (a disk that fills up half-way). */
  writeBytes?: (path: string, bytes: Buffer) => Promise<void>;
}

export function dataFiles(dataDir: string, { writeBytes = (path, bytes) => writeFile(path, bytes) }: DataFilesOptions = {}) {
  const folder = (area: FileArea) => {
    const dir = join(dataDir, area);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  return {
    folder,
    /** A fresh random file name in an area: `uploads/3f2a…c1.jpg`. */
    newPath: (area: FileArea, extension: string) => join(folder(area), `${randomUUID()}${extension}`),
    /** The path of a stored name, or null if the name is not one we could have issued. */
    pathIn(area: FileArea, name: string): string | null {
      if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(name)) return null;
      const dir = folder(area);
      const full = resolve(dir, name);
      return full.startsWith(dir + sep) ? full : null;
    },
    remove: (path: string) => rm(path, { force: true }),
    /**
     * Writes a whole file or nothing: on any failure the partial file is removed, and a full
     * disk (ENOSPC, EDQUOT) becomes a 507 the client can show, instead of an empty photo and a 500.
     */
    async write(path: string, bytes: Buffer): Promise<void> {
      try {
        await writeBytes(path, bytes);
      } catch (err) {
        await rm(path, { force: true }).catch(() => undefined);
        throw isDiskFull(err) ? insufficientStorage() : err;
      }
    },
  };
}
export type DataFiles = ReturnType<typeof dataFiles>;

/**
 * A stored file as an answer body, or a 404 when it is gone (a file deleted by hand, a restore
 * without photos): opened before the answer starts, so a missing file is never a 200 with no body.
 */
export async function storedFileBody(path: string, missing = 'Image not found'): Promise<ReadStream> {
  const handle = await open(path).catch(() => null);
  if (!handle) throw notFound(missing);
  return handle.createReadStream();
}
