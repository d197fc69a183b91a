/**
 * A pile of invitations at once (what the outbox sends when the signal returns): 8 rendered
 * invitations in 6 languages uploaded together through the real app with the embedded reader,
 * timed from the first upload until every one is `completed`, with the pipeline carrying one
 * invitation at a time (1 lane) and one per core (as `npm start` runs it). Runs alternate, so
 * the machine's load falls on both alike; the ratio is what to read.
 *
 * Run: npx tsx bench/pipeline-lanes.ts   (about two minutes)
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Language } from '../shared/limits';
import { createTestApp, signedInOrg } from '../test-support/test-app';
import type { buildPorts } from '../api/adapters/index';
import { PHONE_PHOTO, closeCardRenderer, renderCard, type PhotoLook } from '../test-support/render-card';
import { INVITATION_CARDS, cardHtml } from '../test-support/invitation-cards';

const SAMPLES: Array<{ language: Language; photo?: PhotoLook }> = [
  { language: 'English' },
  { language: 'English', photo: PHONE_PHOTO },
  { language: 'Hindi', photo: PHONE_PHOTO },
  { language: 'Kannada' },
  { language: 'Kannada', photo: { ...PHONE_PHOTO, angle: -4 } },
  { language: 'Tamil' },
  { language: 'Telugu', photo: PHONE_PHOTO },
  { language: 'Malayalam' },
];
const POLL_MS = 50;
const cores = availableParallelism();

const photos: Array<{ language: Language; bytes: Buffer; name: string }> = [];
for (const [i, sample] of SAMPLES.entries()) {
  const bytes = await renderCard({ body: cardHtml(INVITATION_CARDS[sample.language]), photo: sample.photo });
  photos.push({ language: sample.language, bytes, name: `${i}-${sample.language}.${sample.photo ? 'jpg' : 'png'}` });
}
await closeCardRenderer();

/** Seconds from the first upload until all are completed, on an app whose pipeline has `lanes` lanes. */
async function pile(lanes: number): Promise<number> {
  const t = createTestApp({ SENDER_NAME: 'Bench Sender' }, { startWorker: true, lanes });
  try {
    const { assistant } = await signedInOrg(t);
    // Warm-up, not counted: the reading pool's workers start and load their models.
    await (t.ports as ReturnType<typeof buildPorts>).warm(['English', 'Hindi', 'Kannada', 'Tamil', 'Telugu', 'Malayalam']);
    const start = performance.now();
    const ids: number[] = [];
    for (const photo of photos) {
      ids.push((await assistant.post('/api/invitations').field('language', photo.language).attach('image', photo.bytes, photo.name).expect(201)).body.id);
    }
    const pending = new Set(ids);
    while (pending.size > 0) {
      for (const id of [...pending]) {
        const { status, errorMessage } = (await assistant.get(`/api/invitations/${id}`).expect(200)).body;
        if (status === 'completed') pending.delete(id);
        else if (status === 'error') throw new Error(`invitation ${id}: ${errorMessage}`);
      }
      if (performance.now() - start > 600_000) throw new Error('the pile was not read in 10 minutes');
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return (performance.now() - start) / 1000;
  } finally {
    await t.close();
  }
}

const load = loadavg()[0]!;
const times: Record<'one' | 'cores', number[]> = { one: [], cores: [] };
for (const order of [['one', 'cores'], ['cores', 'one']] as const) {
  for (const which of order) times[which].push(await pile(which === 'one' ? 1 : cores));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`${photos.length} invitations uploaded at once, ${cores} cores, load average ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
console.log('');
console.log('| pipeline | runs (s) | mean s | invitations/min |');
console.log('| --- | --- | --- | --- |');
for (const [which, label] of [['one', '1 lane (one invitation at a time)'], ['cores', `${cores} lanes (one per core)`]] as const) {
  const m = mean(times[which]);
  console.log(`| ${label} | ${times[which].map((s) => s.toFixed(1)).join(', ')} | ${m.toFixed(1)} | ${((photos.length / m) * 60).toFixed(1)} |`);
}
console.log('');
console.log(`throughput, ${cores} lanes / 1 lane: ${(mean(times.one) / mean(times.cores)).toFixed(2)}×`);
console.log(`BENCH_JSON ${JSON.stringify({ invitations: photos.length, cores, oneLaneS: times.one, coreLanesS: times.cores, ratio: mean(times.one) / mean(times.cores) })}`);
