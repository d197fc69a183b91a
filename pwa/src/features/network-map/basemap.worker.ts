/**
 * The bundled basemap's tiles, drawn off the page's thread (basemap-tiles.ts). The page asks one
 * tile at a time (basemap.ts) and gets its image or the reason it has none.
 */
import { basemapRenderer } from './basemap-tiles';
import type { BasemapReply, BasemapRequest } from './basemap-grid';

// A worker that cannot draw (no OffscreenCanvas, as in Safari before 16.4) fails at once, and the
// page draws the tiles itself (basemap.ts).
if (typeof OffscreenCanvas === 'undefined') throw new Error('No OffscreenCanvas in this worker.');
const renderer = basemapRenderer();
const scope = self as unknown as {
  postMessage: (message: BasemapReply, transfer?: Transferable[]) => void;
  onmessage: ((e: MessageEvent<BasemapRequest>) => void) | null;
};

scope.onmessage = ({ data }) => {
  if ('labels' in data) return renderer.showLabels(data.labels);
  if ('fonts' in data) return renderer.useFonts(data.fonts);
  renderer.draw(data.tile, data.pixelRatio).then(
    (bitmap) => scope.postMessage({ bitmap }, [bitmap]),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
