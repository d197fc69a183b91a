// Entry point of the reading pool's threads (a reading worker, the detector thread). A worker
// thread starts as plain Node, whatever loader the main thread runs under (tsx for the server and
// benchmarks, vite-node for tests), so it registers tsx itself, with the project's tsconfig for
// the @shared/* paths, and then loads the TypeScript body named in its `workerData.body`. The
// pool starts it with no execArgv, so tsx is never registered twice.
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import(new URL(workerData.body, import.meta.url).href);
