// `npm run dev`: the API with tsx watch on API_PORT (3001) and Vite with hot reload on PORT (3000), proxying /api.
import { spawn } from 'node:child_process';
import { serverEnv } from './server-env.mjs';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/main.ts'], { stdio: 'inherit', env: { ...serverEnv, ...process.env, PORT: apiPort } }),
  spawn(bin('vite'), ['--port', port, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
