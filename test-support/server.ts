import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop: (opts?: { keepData?: boolean; signal?: NodeJS.Signals }) => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the production server (`api/main.ts` over the built PWA) on a free port with its own data folder. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string, { needsPwa = true } = {}): Promise<RunningServer> {
  if (needsPwa && !existsSync(join(root, 'dist/pwa/index.html'))) throw new Error('Build the app first: npm run build');
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'sahayak-e2e-'));
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child process of
  // its own, so a SIGKILL sent to it would leave the real server running.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    dataDir: dir,
    process: child,
    stop: async ({ keepData = false, signal = 'SIGTERM' } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
