// Entry point of a reading worker thread. A worker thread starts as plain Node, whatever loader
// the main thread runs under (tsx for the server and benchmarks, vite-node for tests), so it
// registers tsx itself, with the project's tsconfig for the @shared/* paths, and then loads the
// TypeScript body. The pool starts it with no execArgv, so tsx is never registered twice.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./reading-worker.ts');
