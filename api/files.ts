import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export type FileArea = 'uploads' | 'profile-images' | 'mail' | 'pdfs' | 'tessdata';

/**
 * The layout of DATA_DIR and the only place that names user files. Names are random, so a
 * client never chooses a path, and `pathIn` refuses anything that would leave its folder.
 */
export function dataFiles(dataDir: string) {
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
  };
}
export type DataFiles = ReturnType<typeof dataFiles>;
