/**
 * Draws the bundled basemap's tiles, one at a time, with an OpenLayers map of its own whose target
 * is a canvas of one tile. Run in a worker (basemap.worker.ts), so the page's thread only lays
 * finished images: drawn on the page, the countries' thousands of points and the decluttered town
 * names took most of the map's first-visit blocking time (issue 12). Where no worker can start,
 * the same drawing runs on the page (basemap.ts).
 */
import OlMap from 'ol/Map';
import View from 'ol/View';
import { getCenter } from 'ol/extent';
import { basemapGrid, BASEMAP_MISSING, BASEMAP_TILE_SIZE, type FontFaceSpec, type TileCoord } from './basemap-grid';
import { basemapLayers } from './basemap-layers';

export interface BasemapRenderer {
  draw: (tile: TileCoord, pixelRatio: number) => Promise<ImageBitmap>;
  /** Town names off under a tile server's own (already drawn tiles keep theirs). */
  showLabels: (visible: boolean) => void;
  /** The page's fonts, loaded before the next tile is drawn, so the names look as the page does. */
  useFonts: (fonts: FontFaceSpec[]) => void;
}

function tileCanvas(pixelRatio: number): OffscreenCanvas | HTMLCanvasElement {
  const side = Math.round(BASEMAP_TILE_SIZE * pixelRatio);
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(side, side);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  return canvas;
}

export function basemapRenderer(): BasemapRenderer {
  const grid = basemapGrid();
  const { layers, labels, onError } = basemapLayers();
  let missing = false;
  onError(() => {
    missing = true;
  });
  let drawing: { map: OlMap; canvas: OffscreenCanvas | HTMLCanvasElement } | null = null;
  const mapFor = (pixelRatio: number) => {
    if (drawing) return drawing;
    const canvas = tileCanvas(pixelRatio);
    // A canvas target's size in CSS pixels is read from its scale.
    (canvas.getContext('2d') as CanvasRenderingContext2D).scale(pixelRatio, pixelRatio);
    const map = new OlMap({ target: canvas, layers, pixelRatio, controls: [], interactions: [], view: new View() });
    drawing = { map, canvas };
    return drawing;
  };

  // Drawn with renderSync, each time a part finishes loading: a worker's requestAnimationFrame is
  // the browser's to call or not (Chromium stopped calling it mid-session), and the map's own
  // render waits on it.
  const sources = layers.map((layer) => layer.getSource()!);
  const drawOne = (tile: TileCoord, pixelRatio: number) =>
    new Promise<ImageBitmap>((resolve, reject) => {
      const { map, canvas } = mapFor(pixelRatio);
      missing = false;
      // After the event, not inside it: a loader may answer while the frame is drawn, and a frame
      // drawn from within that answer would ask it again.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const redraw = () => {
        timer ??= setTimeout(() => {
          timer = undefined;
          map.renderSync();
        });
      };
      const listen = (on: boolean) => {
        for (const source of sources) {
          if (on) source.on(['featuresloadend', 'featuresloaderror'], redraw);
          else source.un(['featuresloadend', 'featuresloaderror'], redraw);
        }
      };
      map.once('rendercomplete', () => {
        listen(false);
        clearTimeout(timer);
        if (missing) reject(new Error(BASEMAP_MISSING));
        else createImageBitmap(canvas).then(resolve, reject);
      });
      listen(true);
      const view = map.getView();
      view.setCenter(getCenter(grid.getTileCoordExtent([tile.z, tile.x, tile.y])));
      view.setResolution(grid.getResolution(tile.z));
      map.renderSync();
    });

  let queue: Promise<unknown> = Promise.resolve();
  return {
    draw: (tile, pixelRatio) => {
      const next = queue.then(() => drawOne(tile, pixelRatio));
      queue = next.catch(() => undefined);
      return next;
    },
    showLabels: (visible) => labels.setVisible(visible),
    useFonts: (fonts) => {
      const set = (self as unknown as { fonts?: FontFaceSet }).fonts;
      // A browser whose workers have no font set draws the names in its own sans-serif.
      if (!set) return;
      const faces = fonts.map(({ family, source, weight, unicodeRange }) => new FontFace(family, source, { weight, unicodeRange }));
      for (const face of faces) set.add(face);
      // A font that cannot load (offline, not kept) leaves the names in the fallback font.
      queue = queue.then(() => Promise.allSettled(faces.map((face) => face.load())));
    },
  };
}
