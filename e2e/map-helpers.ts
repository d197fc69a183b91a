import type { Page } from 'playwright-core';

/**
 * The share of a 10 × 10 grid of points on the network map's first canvas that show the bundled
 * basemap's land colour: its tiles (drawn in a worker) have been laid, not just the sea behind them.
 */
export function basemapLandShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=network-map] canvas')!;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let land = 0;
    let seen = 0;
    for (let y = 0.05; y < 1; y += 0.1)
      for (let x = 0.05; x < 1; x += 0.1) {
        const at = (Math.floor(y * canvas.height) * canvas.width + Math.floor(x * canvas.width)) * 4;
        seen += 1;
        if (pixels[at] === 0xf4 && pixels[at + 1] === 0xf1 && pixels[at + 2] === 0xe8) land += 1;
      }
    return land / seen;
  });
}
