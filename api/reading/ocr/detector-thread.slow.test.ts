import { afterAll, describe, expect, it } from 'vitest';
import { DetectorThread } from './detector-thread';
import { modelInThisThread } from './text-detector';

// Starting the thread loads tsx and the model: seconds on a shared CPU.
const TIMEOUT_MS = 60_000;

/** A model input of `width` × `height` with a dark bar on light ground, the values the detector sees. */
function barInput(width: number, height: number): Float32Array {
  const plane = width * height;
  const input = new Float32Array(3 * plane).fill(2);
  for (let y = 40; y < 56; y++) for (let x = 32; x < width - 32; x++) for (let c = 0; c < 3; c++) input[c * plane + y * width + x] = -2;
  return input;
}

const detector = new DetectorThread();
afterAll(() => detector.close());

describe('DetectorThread', () => {
  it('gives what the model gives in this thread, and takes the input over', async () => {
    const input = barInput(256, 96);
    const expected = await modelInThisThread(barInput(256, 96), 256, 96);
    const prob = await detector.run(input, 256, 96);
    expect(prob).toHaveLength(256 * 96);
    expect(Array.from(prob)).toEqual(Array.from(expected));
    // Handed over to the thread, not copied.
    expect(input.byteLength).toBe(0);
  }, TIMEOUT_MS);

  it('answers several requests given at once, each with its own result', async () => {
    const [a, b] = await Promise.all([detector.run(barInput(256, 96), 256, 96), detector.run(barInput(128, 96), 128, 96)]);
    expect(a).toHaveLength(256 * 96);
    expect(b).toHaveLength(128 * 96);
  }, TIMEOUT_MS);

  it('fails a request the model refuses with its reason, and answers the next', async () => {
    // An input of the wrong length for its shape.
    await expect(detector.run(new Float32Array(10), 256, 96)).rejects.toThrow();
    expect(await detector.run(barInput(256, 96), 256, 96)).toHaveLength(256 * 96);
  }, TIMEOUT_MS);

  it('once closed, finishes what it was asked, then ends, and refuses new requests', async () => {
    const closing = new DetectorThread();
    await closing.warm();
    const pending = closing.run(barInput(960, 640), 960, 640);
    await closing.close();
    expect(await pending).toHaveLength(960 * 640);
    await expect(closing.run(barInput(256, 96), 256, 96)).rejects.toThrow(/closed/);
  }, TIMEOUT_MS);
});
