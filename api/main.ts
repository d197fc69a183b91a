import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { migrate } from './db/migrate';
import { dataFiles } from './storage/files';
import { sweepOrphansNowAndLater } from './storage/files-sweep';
import { buildPorts } from './adapters/index';
import { senderFor } from './features/auth/sender';
import { createWorker } from './features/invitations/pipeline/worker';
import { createApp } from './app';

/** The only file that listens: config → database → services → pipeline worker → app → port. */
async function main() {
  const config = loadConfig();
  const log = (message: string) => {
    if (config.LOG_LEVEL !== 'silent') console.log(`[sahayak] ${message}`);
  };
  const db = openDb(config.dbFile);
  migrate(db);
  const files = dataFiles(config.dataDir);
  const cancelLateSweep = sweepOrphansNowAndLater(db, files, log);
  const ports = buildPorts(config, files, log);
  const worker = createWorker({
    db,
    ports,
    senderOf: (orgId) => senderFor(db, orgId, config.SENDER_NAME),
    stageTimeoutMs: config.STAGE_TIMEOUT_SECONDS * 1000,
    // As many invitations at once as the reading pool has workers (one per core).
    lanes: availableParallelism(),
    log,
  });
  const pwaDir = fileURLToPath(new URL('../dist/pwa', import.meta.url));
  const app = createApp({ config, db, files, ports, wake: worker.wake, pwaDir });
  app.on('error', (err: unknown) => {
    if (config.LOG_LEVEL !== 'silent') console.error('[sahayak] unexpected error:', err);
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    log(`listening on http://localhost:${port} (data in ${config.dataDir})`);
    for (const line of ports.describe()) log(line);
  });
  worker.start();
  // The reading workers start now, not with the first photo: loading the models takes seconds.
  // English is read on every page (the scripts of a page are found from the page itself, and
  // each worker starts another language set's models when a page needs it).
  const warmStarted = Date.now();
  ports.warm(['English']).then(
    () => log(`reader ready in ${Date.now() - warmStarted} ms`),
    (err: unknown) => log(`reader not started: ${err instanceof Error ? err.message : String(err)}`),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 5000).unref();
    cancelLateSweep();
    server.close();
    await worker.stop();
    await ports.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
