import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeFoldersOfDeadProcesses } from './incoming-folder';

describe('the folder uploads are received in', () => {
  it('removes the folders (and half-received photos) of server processes that are gone, and keeps those of running ones', () => {
    const parent = mkdtempSync(join(tmpdir(), 'incoming-parent-'));
    try {
      // A process that has certainly ended: its pid is free (or reused by an unrelated process, which this test avoids by spawning and waiting).
      const gone = spawnSync(process.execPath, ['-e', '']).pid!;
      const dead = join(parent, `sahayak-incoming-${gone}-a1b2c3`);
      const alive = join(parent, `sahayak-incoming-${process.pid}-d4e5f6`);
      const unrelated = join(parent, 'something-else-1');
      for (const dir of [dead, alive, unrelated]) {
        mkdirSync(dir);
        writeFileSync(join(dir, 'upload_abc'), 'half a photo');
      }
      expect(removeFoldersOfDeadProcesses(parent)).toBe(1);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(join(alive, 'upload_abc'))).toBe(true);
      expect(existsSync(join(unrelated, 'upload_abc'))).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
