/**
 * The reader's speed as the server runs it (the reading pool: worker threads, one per core) on
 * `../shared/reading-set`, beside native `tesseract` with the same models on the same images:
 * the median time per image read alone (ours: photo to fields; native: psm 3 on the untouched
 * image, one thread); the throughput of a burst of 50
 * cards given at once beside native run as one single-threaded process per core; the worst
 * stall of the main thread's event loop while the burst is read (and, for scale, while native
 * reads it in other processes); and the peak RSS of the burst.
 *
 * Run: npx tsx bench/reading-speed.ts   READING_ONLY=substring times only matching files;
 * BURST=n changes the burst's size (default 50).
 */
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '../shared/limits';
import { createOfflineAi } from '../api/adapters/ai/offline';
import { tesseractLanguages } from '../api/reading/ocr/tessdata';
import { loadReadingSet, type ReadingSetItem } from '../test-support/reading-set';
import { nativeTesseract } from './native-tesseract';

const items = loadReadingSet().filter((i) => !process.env.READING_ONLY || i.file.includes(process.env.READING_ONLY));
if (items.length === 0) {
  console.log('reading set not found (set READING_SET_DIR)');
  process.exit(0);
}
const native = await nativeTesseract();
if (!native) {
  console.log('native tesseract is not installed (apt-get install tesseract-ocr): nothing to compare with');
  process.exit(0);
}
const cores = os.availableParallelism();
const burstSize = Number(process.env.BURST ?? 50);
const languageOf = (item: ReadingSetItem): Language => LANGUAGES.find((l) => l.toLowerCase() === item.language) ?? 'English';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mib = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MiB`;

const ai = createOfflineAi({ tessdataDir: path.join(os.tmpdir(), 'sahayak-bench-tessdata') });
/** The whole reader, as an upload or a card form runs it; a refusal is a result too. */
const readOne = async (item: ReadingSetItem) => {
  const image = { path: item.path, mime: '' };
  const started = performance.now();
  await (item.group === 'cards' ? ai.extractIdCard(image, languageOf(item)) : ai.extractInvitation(image, languageOf(item))).catch(() => null);
  return (performance.now() - started) / 1000;
};

const rssBefore = process.memoryUsage().rss;
let started = performance.now();
await ai.warm(['English']);
const warmSeconds = (performance.now() - started) / 1000;
const rssWarm = process.memoryUsage().rss;

// 1. The burst first, so its peak RSS is not a leftover of the images read before it.
const cards = items.filter((i) => i.group === 'cards');
const burst = Array.from({ length: burstSize }, (_, i) => cards[i % cards.length]!);
const stalls = monitorEventLoopDelay({ resolution: 5 });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
stalls.enable();
started = performance.now();
await Promise.all(burst.map(readOne));
const oursBurstSeconds = (performance.now() - started) / 1000;
stalls.disable();
clearInterval(sampler);

// Native: one single-threaded process per core, taking the next card as each finishes. The main
// thread only waits meanwhile: its stalls then are the machine's own (other work on the cores).
const nativeStalls = monitorEventLoopDelay({ resolution: 5 });
nativeStalls.enable();
started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: cores }, async () => {
    while (next < burst.length) {
      const item = burst[next++]!;
      await native.read(item.path, tesseractLanguages(languageOf(item)), 1);
    }
  }),
);
const nativeBurstSeconds = (performance.now() - started) / 1000;
nativeStalls.disable();

// 2. Each image alone: ours through the warm pool, then native, in turn.
// Native runs single-threaded: with OpenMP threads on these shared cores it is several times
// slower, as its threads wait for each other.
const rows: Array<{ item: ReadingSetItem; ours: number; native: number }> = [];
for (const item of items) {
  const ours = await readOne(item);
  const theirs = (await native.read(item.path, tesseractLanguages(languageOf(item)), 1)).seconds;
  rows.push({ item, ours, native: theirs });
  process.stderr.write(`${item.file}: ${ours.toFixed(2)} s, native ${theirs.toFixed(2)} s\n`);
}
await ai.close();
native.close();

console.log(`Reading pool: ${cores} worker threads (one per core), warm in ${warmSeconds.toFixed(1)} s; RSS ${mib(rssBefore)} before, ${mib(rssWarm)} warm.`);
console.log('\nEach image alone (ours: photo to fields through the pool; native: psm 3, the same models, the untouched image)\n');
console.log('| images | ours median s | native median s | ours / native |');
console.log('| --- | --- | --- | --- |');
for (const [label, chosen] of [
  ['invitations', rows.filter((r) => r.item.group === 'invitations')],
  ['cards', rows.filter((r) => r.item.group === 'cards')],
  ['all', rows],
] as const) {
  if (chosen.length === 0) continue;
  const [ours, theirs] = [median(chosen.map((r) => r.ours)), median(chosen.map((r) => r.native))];
  console.log(`| ${label} (${chosen.length}) | ${ours.toFixed(2)} | ${theirs.toFixed(2)} | ${(ours / theirs).toFixed(2)}× |`);
}
const oursRate = burst.length / oursBurstSeconds;
const nativeRate = burst.length / nativeBurstSeconds;
console.log(`\nA burst of ${burst.length} cards given at once (the ${cards.length} cards of the set, repeated)\n`);
console.log('| | seconds | cards/s | vs native |');
console.log('| --- | --- | --- | --- |');
console.log(`| ours, the reading pool | ${oursBurstSeconds.toFixed(1)} | ${oursRate.toFixed(2)} | ${(oursRate / nativeRate).toFixed(2)}× |`);
console.log(`| native, ${cores} single-threaded processes | ${nativeBurstSeconds.toFixed(1)} | ${nativeRate.toFixed(2)} | 1.00× |`);
const ms = (ns: number) => `${Math.round(ns / 1e6)} ms`;
console.log(
  `\nworst event-loop stall of the main thread while the pool read the burst: ${ms(stalls.max)} (p99 ${ms(stalls.percentile(99))}); ` +
    `while native tesseract read it in other processes: ${ms(nativeStalls.max)} (p99 ${ms(nativeStalls.percentile(99))}), the machine's own delay`,
);
console.log(
  `peak RSS during the burst: ${mib(peakRss)} (the whole process, worker threads included; ` +
    `MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? "unset: glibc's default, not the server's 2 (scripts/server-env.mjs)"})`,
);
console.log(
  `BENCH_JSON ${JSON.stringify({
    medianOursS: median(rows.map((r) => r.ours)),
    medianNativeS: median(rows.map((r) => r.native)),
    burst: burst.length,
    burstOursS: oursBurstSeconds,
    burstNativeS: nativeBurstSeconds,
    burstRatio: oursRate / nativeRate,
    worstStallMs: stalls.max / 1e6,
    worstStallDuringNativeMs: nativeStalls.max / 1e6,
    peakRssMiB: peakRss / 1024 ** 2,
  })}`,
);
