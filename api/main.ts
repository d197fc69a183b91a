import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { migrate } from './db/migrate';
import { createApp } from './app';

/** The only file that listens: config → database → app → port. */
async function main() {
  const config = loadConfig();
  const db = openDb(config.dbFile);
  migrate(db);
  const pwaDir = fileURLToPath(new URL('../dist/pwa', import.meta.url));
  const app = createApp({ config, db, pwaDir });
  app.on('error', (err: unknown) => {
    if (config.LOG_LEVEL !== 'silent') console.error('[sahayak] unexpected error:', err);
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`[sahayak] listening on http://localhost:${port} (data in ${config.dataDir})`);
  });
  const shutdown = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
