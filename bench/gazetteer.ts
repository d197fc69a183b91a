/**
 * Times the offline gazetteer: the one-off load, then 1,000 calls each of search (beginnings,
 * whole names, old names and typos of real places), reverse (points over India and the world)
 * and details, then names typed in Indian scripts. Prints p50/p99/max in milliseconds, wall and CPU. Run: npx tsx bench/gazetteer.ts
 */
import { performance } from 'node:perf_hooks';
import { createGazetteer, gazetteerIndex } from '../api/adapters/geocoding/gazetteer';

const CALLS = 1000;

/** A small seeded generator, so every run asks the same questions. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Wall time is what a caller waits; CPU time leaves out the moments the OS gave the core to
 * another process, which on shared cores is most of the tail.
 */
async function time(label: string, inputs: readonly unknown[], call: (input: unknown) => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const input of inputs) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await call(input);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3).padStart(7);
  console.log(
    `${label.padEnd(8)} n=${inputs.length}  wall p50 ${f(percentile(wall, 50))}  p99 ${f(percentile(wall, 99))}  max ${f(wall.at(-1)!)} ms` +
      `  |  cpu p50 ${f(percentile(cpu, 50))}  p99 ${f(percentile(cpu, 99))}  max ${f(cpu.at(-1)!)} ms`,
  );
}

const loadStart = performance.now();
const loadCpu = process.cpuUsage();
const index = gazetteerIndex();
const loadCpuUsed = process.cpuUsage(loadCpu);
const loadCpuMs = (loadCpuUsed.user + loadCpuUsed.system) / 1000;
console.log(`load + index: wall ${(performance.now() - loadStart).toFixed(0)} ms, cpu ${loadCpuMs.toFixed(0)} ms, ${index.places.length} places`);

const geocoder = createGazetteer();
const next = random(42);
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const fixed = ['Beng', 'Bangalore', 'Mysore', 'Hubli', 'Bengalru', 'Paris', 'Delhi', 'a', 'sa', 'Thiruvanantapuram', 'Kolkatta', 'Chenai'];
const queries: string[] = [];
for (let i = 0; i < CALLS; i++) {
  if (i < fixed.length) {
    queries.push(fixed[i]!);
    continue;
  }
  const name = pick(index.places).name;
  const kind = next();
  if (kind < 0.4) queries.push(name.slice(0, 1 + Math.floor(next() * Math.max(1, name.length - 1)))); // typing in progress
  else if (kind < 0.7) queries.push(name);
  else {
    // A typo: one letter dropped, or two neighbours swapped.
    const at = Math.floor(next() * Math.max(1, name.length - 1));
    queries.push(next() < 0.5 ? name.slice(0, at) + name.slice(at + 1) : name.slice(0, at) + (name[at + 1] ?? '') + name[at] + name.slice(at + 2));
  }
}
const points = Array.from({ length: CALLS }, (_, i) =>
  i % 2 === 0 ? [8 + next() * 27, 68 + next() * 29] : [-60 + next() * 130, -180 + next() * 360],
);
const ids = Array.from({ length: CALLS }, () => `gn:${pick(index.places).id}`);

await time('search', queries, (q) => geocoder.search(q as string));
// Names typed in their own scripts, and their beginnings (the first one also builds the sound index).
const indic = ['ಬೆಂಗಳೂರು', 'ಮೈಸೂರು', 'मैसूर', 'சென்னை', 'மதுரை', 'తిరుపతి', 'విజయవాడ', 'കൊച്ചി', 'കോഴിക്കോട്', 'दिल्ली', 'मुंबई', 'वाराणसी', 'ಬೆಂಗ', 'తిరు', 'കോ'];
const indicStart = performance.now();
await geocoder.search(indic[0]!);
console.log(`sound index: built on the first query in an Indian script, ${(performance.now() - indicStart).toFixed(0)} ms`);
await time('indic', Array.from({ length: CALLS }, (_, i) => indic[i % indic.length]!), (q) => geocoder.search(q as string));
await time('reverse', points, (p) => geocoder.reverse(...(p as [number, number])));
await time('details', ids, (id) => geocoder.details(id as string));
