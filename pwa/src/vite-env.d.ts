/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

/** Towns and cities the offline map names: [name, longitude, latitude, population], biggest first (pwa/build/map-places-plugin.ts). */
declare module 'virtual:map-places' {
  const places: ReadonlyArray<readonly [string, number, number, number]>;
  export default places;
}

interface Window {
  /** GET /api/auth/user as asked by pwa/public/first-paint.js, until the app takes it (app/first-paint.ts). */
  __sahayakFirstUser?: Promise<Response>;
  /** Settles once first-paint.js's drawing is on screen, or it will not draw (lib/first-paint.ts). */
  __sahayakFirstPaint?: Promise<unknown>;
}
