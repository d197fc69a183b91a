/**
 * The map's background. A world basemap drawn from Natural Earth's TopoJSON, bundled with the app
 * (so the map works with no tile server and offline), laid on the page as tiles that a worker
 * draws (basemap-tiles.ts); raster tiles on top only when the server is configured with a tile URL.
 */
import TileLayer from 'ol/layer/Tile';
import ImageTileSource from 'ol/source/ImageTile';
import XYZ from 'ol/source/XYZ';
import {
  BASEMAP_MAX_ZOOM,
  BASEMAP_MISSING,
  BASEMAP_TILE_SIZE,
  LABEL_FAMILY,
  OCEAN_COLOR,
  type BasemapReply,
  type BasemapRequest,
  type FontFaceSpec,
  type TileCoord,
} from './basemap-grid';
import type { BasemapRenderer } from './basemap-tiles';

export const NATURAL_EARTH = 'Basemap: <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>';
export const GEONAMES = 'Place names: GeoNames (geonames.org), CC BY 4.0';

/** The page's @font-face rules of the family the town names are set in (web-fonts-plugin.ts). */
function labelFonts(): FontFaceSpec[] {
  const fonts: FontFaceSpec[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      if (family !== LABEL_FAMILY) continue;
      const get = (name: string) => rule.style.getPropertyValue(name);
      fonts.push({ family, source: get('src'), weight: get('font-weight') || 'normal', unicodeRange: get('unicode-range') || 'U+0-10FFFF' });
    }
  }
  return fonts;
}

interface Waiting {
  tile: TileCoord;
  signal: AbortSignal;
  resolve: (bitmap: ImageBitmap) => void;
  reject: (error: Error) => void;
}

/**
 * Asks the worker for one tile at a time, so a view that has moved on drops the tiles it no longer
 * wants before they are drawn. Where no worker starts, or its script fails to load (offline
 * before it was kept), the same drawing runs on the page.
 */
function tileDrawer(pixelRatio: number, onMissing: () => void) {
  let labels = true;
  let here: Promise<BasemapRenderer> | null = null;
  const onPage = () =>
    (here ??= import('./basemap-tiles').then(({ basemapRenderer }) => {
      const renderer = basemapRenderer();
      renderer.showLabels(labels);
      return renderer;
    }));
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./basemap.worker.ts', import.meta.url), { type: 'module', name: 'basemap' });
    worker.postMessage({ fonts: labelFonts() } satisfies BasemapRequest);
  } catch {
    worker = null;
  }
  const queue: Waiting[] = [];
  let current: Waiting | null = null;
  const fail = (waiting: Waiting | null, error: Error) => {
    if (error.message === BASEMAP_MISSING) onMissing();
    waiting?.reject(error);
  };

  const next = () => {
    while (!current && queue.length > 0) {
      const waiting = queue.shift()!;
      if (waiting.signal.aborted) {
        waiting.reject(new Error('Not wanted any more.'));
      } else if (worker) {
        current = waiting;
        worker.postMessage({ tile: waiting.tile, pixelRatio } satisfies BasemapRequest);
      } else {
        void onPage()
          .then((renderer) => renderer.draw(waiting.tile, pixelRatio))
          .then(waiting.resolve, (error: Error) => fail(waiting, error));
      }
    }
  };
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<BasemapReply>) => {
      const waiting = current;
      current = null;
      if ('bitmap' in data) waiting?.resolve(data.bitmap);
      else fail(waiting, new Error(data.error));
      next();
    };
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      if (current) queue.unshift(current);
      current = null;
      next();
    };
  }

  return {
    draw: (tile: TileCoord, signal: AbortSignal) =>
      new Promise<ImageBitmap>((resolve, reject) => {
        queue.push({ tile, signal, resolve, reject });
        next();
      }),
    showLabels: (visible: boolean) => {
      labels = visible;
      worker?.postMessage({ labels: visible } satisfies BasemapRequest);
      void here?.then((renderer) => renderer.showLabels(visible));
    },
    stop: () => worker?.terminate(),
  };
}

/**
 * Twice the pixels at most, for the map's canvas and the basemap's tiles alike: a phone's 3× screen
 * gets tiles of 1 MB, not 2.4, for names as sharp to the eye, and each frame copies the tiles 1:1
 * into a canvas of half the pixels instead of scaling them up.
 */
export const mapPixelRatio = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * The bundled basemap as a tile layer, with its source (for attributions), the town names' switch
 * and the worker's end. `drawn` hears each tile come; `missing`, a tile that cannot be drawn
 * because the basemap could not be downloaded.
 */
export function bundledBasemap(drawn: () => void, missing: () => void) {
  const drawer = tileDrawer(mapPixelRatio(), missing);
  const source = new ImageTileSource({
    loader: (z, x, y, { signal }) => drawer.draw({ z, x, y }, signal),
    tileSize: BASEMAP_TILE_SIZE,
    maxZoom: BASEMAP_MAX_ZOOM,
    transition: 0,
    attributions: NATURAL_EARTH,
  });
  source.on('tileloadend', drawn);
  // Two zoom levels of a desktop's view, as OpenLayers needs, and not its default 512 tiles (512 MB of images on a phone).
  const layer = new TileLayer({ source, background: OCEAN_COLOR, cacheSize: 64 });
  return { layer, source, showLabels: drawer.showLabels, stop: drawer.stop };
}

/** XYZ raster tiles from the server's configuration; a missing tile just shows the basemap beneath. */
export function tileLayer(tileUrl: string, attribution: string) {
  return new TileLayer({
    source: new XYZ({ url: tileUrl, attributions: attribution || undefined, crossOrigin: 'anonymous', maxZoom: 19 }),
    zIndex: 1,
  });
}
