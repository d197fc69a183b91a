/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

/** Towns and cities the offline map names: [name, longitude, latitude, population], biggest first (pwa/build/map-places-plugin.ts). */
declare module 'virtual:map-places' {
  const places: ReadonlyArray<readonly [string, number, number, number]>;
  export default places;
}

/** Natural Earth's 50 m countries cut in two along SOUTH_ASIA (pwa/build/basemap-split-plugin.ts). */
declare module 'virtual:basemap-south-asia' {
  const topology: object;
  export default topology;
}
declare module 'virtual:basemap-rest' {
  const topology: object;
  export default topology;
}

interface Window {
  /** GET /api/auth/user as asked by pwa/public/first-paint.js, until the app takes it (app/first-paint.ts). */
  __sahayakFirstUser?: Promise<Response>;
  /** Settles once first-paint.js's drawing is on screen, or it will not draw (lib/first-paint.ts). */
  __sahayakFirstPaint?: Promise<unknown>;
}
