/**
 * Settings the C library reads once, when a process starts: so they are given to the server's
 * process by whatever starts it (npm start, npm run dev, the benchmarks), never set inside it.
 * A value already in the environment wins.
 */
export const serverEnv = {
  // glibc gives threads that allocate at once their own heaps, up to eight per core, and a heap
  // keeps what was freed in it: the reading workers' and tesseract's threads each kept the pixels
  // of their largest photo. With two, a 21-card burst peaked about 130 MiB lower, the same CPU
  // time spent.
  MALLOC_ARENA_MAX: '2',
};
