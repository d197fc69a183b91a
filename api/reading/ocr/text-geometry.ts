/**
 * The geometry the text detector's map needs: the blobs above a threshold, and the smallest
 * turned rectangle around each (what OpenCV's findContours and minAreaRect give PaddleOCR,
 * without a 10 MB OpenCV build).
 */

/** A rectangle of `width` along its text direction, turned `angle` degrees (clockwise, y down). */
export interface Rect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Direction of the long side in degrees, in (-90, 90]. */
  angle: number;
}

/** The 8-connected blobs of `map` above `threshold`, each as a list of pixel indices. */
export function componentsOf(map: ArrayLike<number>, width: number, height: number, threshold: number): number[][] {
  const label = new Int32Array(width * height).fill(-1);
  const blobs: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== -1 || map[start] <= threshold) continue;
    const id = blobs.length;
    const pixels: number[] = [];
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      pixels.push(p);
      const [x, y] = [p % width, Math.floor(p / width)];
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (label[q] === -1 && map[q] > threshold) {
            label[q] = id;
            stack.push(q);
          }
        }
      }
    }
    blobs.push(pixels);
  }
  return blobs;
}

/** The smallest turned rectangle covering the pixels (indices into an image `width` wide). */
export function minAreaRect(pixels: number[], width: number): Rect {
  // Only the ends of each row can be on the hull.
  const ends = new Map<number, [number, number]>();
  for (const p of pixels) {
    const [x, y] = [p % width, Math.floor(p / width)];
    const e = ends.get(y);
    if (!e) ends.set(y, [x, x]);
    else if (x < e[0]) e[0] = x;
    else if (x > e[1]) e[1] = x;
  }
  const points: Array<[number, number]> = [];
  for (const [y, [a, b]] of ends) {
    points.push([a, y]);
    if (b !== a) points.push([b, y]);
  }
  const hull = convexHull(points);
  let best: Rect = { cx: hull[0][0], cy: hull[0][1], width: 1, height: 1, angle: 0 };
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const [a, b] = [hull[i], hull[(i + 1) % hull.length]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len === 0 && hull.length > 1) continue;
    const [ux, uy] = len === 0 ? [1, 0] : [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [x, y] of hull) {
      const u = x * ux + y * uy;
      const v = -x * uy + y * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    // +1: the points are pixel centres, the pixels themselves reach half a pixel further.
    const [w, h] = [maxU - minU + 1, maxV - minV + 1];
    if (w * h >= bestArea) continue;
    bestArea = w * h;
    const [u, v] = [(minU + maxU) / 2, (minV + maxV) / 2];
    best = { cx: u * ux - v * uy, cy: u * uy + v * ux, width: w, height: h, angle: (Math.atan2(uy, ux) * 180) / Math.PI };
  }
  return upright(best);
}

/** The rectangle's four corners (in no particular order). */
export function cornersOf(rect: Rect): Array<[number, number]> {
  const [cos, sin] = [Math.cos((rect.angle * Math.PI) / 180), Math.sin((rect.angle * Math.PI) / 180)];
  const [ux, uy, vx, vy] = [(rect.width / 2) * cos, (rect.width / 2) * sin, (-rect.height / 2) * sin, (rect.height / 2) * cos];
  return [-1, 1].flatMap((i) => [-1, 1].map((j): [number, number] => [rect.cx + i * ux + j * vx, rect.cy + i * uy + j * vy]));
}

/** The same rectangle described with its long side as width and the angle in (-90, 90]. */
export function upright(rect: Rect): Rect {
  let { width, height, angle } = rect;
  if (height > width) [width, height, angle] = [height, width, angle + 90];
  angle = ((((angle + 90) % 180) + 180) % 180) - 90;
  if (angle === -90) angle = 90;
  return { ...rect, width, height, angle };
}

/** Andrew's monotone chain; returns the hull counter-clockwise (y down: clockwise on screen). */
function convexHull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Array<[number, number]> = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Array<[number, number]> = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}
