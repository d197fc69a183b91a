import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** End-to-end: the built app served by the real server, driven in Debian's headless Chromium. */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': `${root}shared` } },
  test: {
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
