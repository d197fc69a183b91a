// `npm start`: build the PWA when it is not built yet, then run the production server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { serverEnv } from './server-env.mjs';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
if (!existsSync(new URL('../dist/pwa/index.html', import.meta.url))) {
  console.log('[sahayak] building the app (first start)...');
  const build = spawnSync(bin('vite'), ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(bin('tsx'), [new URL('../api/main.ts', import.meta.url).pathname], { stdio: 'inherit', env: { NODE_ENV: 'production', ...serverEnv, ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
