/**
 * A card shot from further away fills only part of the frame, and the detector sees the whole
 * frame at 960 px: its letters then reach the model at a few pixels high and lines go missing
 * (the reading set with each card at half the frame's width: the date line "THURSDAY 20 AT 12
 * PM" of an invitation lost its "20"). Where the photo has more pixels around its text than the
 * model was given, the text's window is cut out and its lines found again at up to 960 px.
 */
import type { RgbImage, TextBox } from './text-detector';
import { detectionScale } from './text-detector';
import { cornersOf } from './text-geometry';
import { typicalBoxHeight } from './page-canvas';

// The window keeps this many typical line heights around the text (the keystone's margin).
const MARGIN_LINES = 2;
// Looking again pays only when the model sees the text this much larger: the detector's lines
// move a little with any change of scale (a thin gold "SUNDAY" on a red ground was found whole
// at 0.6 of an invitation's size and cut short at 0.86), which a gain under half as large again
// does not repay. The reading set's invitations at half the frame gain 1.3–2.5.
const MIN_GAIN = 1.5;

/** The part of `image` its text lies in, when the detector would see it at least MIN_GAIN larger cut out; else null. */
export function textWindow(image: RgbImage, boxes: readonly TextBox[]): Window | null {
  if (boxes.length === 0) return null;
  const margin = MARGIN_LINES * typicalBoxHeight(boxes);
  const corners = boxes.flatMap(cornersOf);
  const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[0])) - margin));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[1])) - margin));
  const right = Math.min(image.width, Math.ceil(Math.max(...corners.map((p) => p[0])) + margin));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...corners.map((p) => p[1])) + margin));
  const window = { left, top, width: right - left, height: bottom - top };
  if (window.width <= 0 || window.height <= 0) return null;
  const gain = detectionScale(window) / detectionScale(image);
  return gain >= MIN_GAIN ? window : null;
}

export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The pixels of `image` inside `window`. */
export function cutOut(image: RgbImage, window: Window): RgbImage {
  const data = Buffer.allocUnsafe(window.width * window.height * 3);
  for (let y = 0; y < window.height; y++) {
    const from = ((window.top + y) * image.width + window.left) * 3;
    image.data.copy(data, y * window.width * 3, from, from + window.width * 3);
  }
  return { data, width: window.width, height: window.height };
}
