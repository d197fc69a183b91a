import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'sahayak-incoming-';

/**
 * Where the multipart parser writes an upload while it is read. Each server process gets its own
 * folder, readable only by the server's user (mkdtemp makes it 0700): a photo cut off by kill -9
 * is no longer readable by every local user in the shared temp folder. The folder is named after
 * its process, so the next start removes the folders of processes that are gone (and their
 * half-received photos) without touching those of servers still running beside it.
 */
export function incomingFolder(): string {
  folder ??= create();
  return folder;
}

let folder: string | undefined;

function create(): string {
  removeFoldersOfDeadProcesses();
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Exported for the test; runs once per process, before its own folder is made. */
export function removeFoldersOfDeadProcesses(parent = tmpdir()): number {
  let removed = 0;
  for (const name of readdirSync(parent)) {
    const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
