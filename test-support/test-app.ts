import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { loadConfig, type Config } from '../api/config';
import { openDb, type Db } from '../api/db/connection';
import { migrate } from '../api/db/migrate';
import { createApp } from '../api/app';
import { dataFiles, type DataFilesOptions } from '../api/storage/files';
import { buildPorts } from '../api/adapters/index';
import { senderFor } from '../api/features/auth/sender';
import { createWorker, type Worker } from '../api/features/invitations/pipeline/worker';
import type { Ports } from '../api/adapters/ports';
import type { RegisterBody } from '@shared/schemas/auth';

export interface TestApp {
  config: Config;
  db: Db;
  dataDir: string;
  ports: Ports;
  /** The pipeline worker; not started unless `startWorker` (tests start it when they have queued what they need). */
  worker: Worker;
  request: ReturnType<typeof supertest>;
  /** A cookie-keeping client, as a browser would be. */
  agent: () => ReturnType<typeof supertest.agent>;
  /** Listens on a free loopback port (for clients that need a real URL). */
  listen: () => Server;
  close: () => Promise<void>;
}

/** The real Koa app over a temp SQLite file and a temp data folder, with the embedded services. */
export function createTestApp(
  env: Record<string, string> = {},
  options: { ports?: Ports; startWorker?: boolean; lanes?: number; writeBytes?: DataFilesOptions['writeBytes'] } = {},
): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahayak-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = openDb(config.dbFile);
  migrate(db);
  const files = dataFiles(dataDir, { writeBytes: options.writeBytes });
  const ports = options.ports ?? buildPorts(config, files);
  const worker = createWorker({ db, ports, senderOf: (orgId) => senderFor(db, orgId, config.SENDER_NAME), stageTimeoutMs: config.STAGE_TIMEOUT_SECONDS * 1000, lanes: options.lanes });
  if (options.startWorker) worker.start();
  const app = createApp({ config, db, files, ports, wake: worker.wake });
  const callback = app.callback();
  return {
    config,
    db,
    dataDir,
    ports,
    worker,
    request: supertest(callback),
    agent: () => supertest.agent(callback),
    listen: () => app.listen(0, '127.0.0.1'),
    close: async () => {
      await worker.stop();
      await ports.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid registration with unique emails. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    organizationName: `Seva Trust ${tag}`,
    adminName: 'Ravi Kumar',
    adminEmail: `admin-${tag}@example.org`,
    adminPhone: '+919845012345',
    adminPassword: 'admin-secret',
    assistantName: 'Meena Rao',
    assistantEmail: `assistant-${tag}@example.org`,
    assistantPhone: '+919845054321',
    assistantPassword: 'assistant-secret',
    ...overrides,
  };
}

/** Registers an organization and returns agents signed in as its admin and its assistant. */
export async function signedInOrg(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  await t.request.post('/api/register').send(body).expect(201);
  const admin = t.agent();
  await admin.post('/api/auth/login').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
  const assistant = t.agent();
  await assistant.post('/api/auth/login').send({ email: body.assistantEmail, password: body.assistantPassword }).expect(200);
  return { body, admin, assistant };
}
