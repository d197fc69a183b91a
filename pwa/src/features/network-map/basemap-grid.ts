/**
 * What the page and the basemap's worker share: the tiles' grid (the web's usual 256-pixel one,
 * drawn down to the zoom where the basemap's detail ends), their colours and fonts, and the
 * messages between them.
 */
import { createXYZ } from 'ol/tilegrid';

export const BASEMAP_TILE_SIZE = 256;

/** The sea behind the bundled basemap: its tiles' ground, and the map frame's while they come. */
export const OCEAN_COLOR = '#cfe2f0';

/** Natural Earth's 50 m lines say nothing new past a district's view; closer zooms enlarge these tiles. */
export const BASEMAP_MAX_ZOOM = 12;

export const basemapGrid = () => createXYZ({ tileSize: BASEMAP_TILE_SIZE, maxZoom: BASEMAP_MAX_ZOOM });

/** A tile of the grid. */
export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

/** A tile could not be drawn because part of the basemap could not be downloaded (offline before it was kept). */
export const BASEMAP_MISSING = 'basemap-missing';

/** One of the page's web fonts (an @font-face rule), for a worker, which has none of them. */
export interface FontFaceSpec {
  family: string;
  source: string;
  weight: string;
  unicodeRange: string;
}

/** What the page asks the worker (basemap.worker.ts): a tile, the town names on or off, or the fonts to name them in. */
export type BasemapRequest = { tile: TileCoord; pixelRatio: number } | { labels: boolean } | { fonts: FontFaceSpec[] };
export type BasemapReply = { bitmap: ImageBitmap } | { error: string };

/** The family the town names are set in: the app's own Latin font, first in their font stack. */
export const LABEL_FAMILY = 'Sahayak Noto Sans';
