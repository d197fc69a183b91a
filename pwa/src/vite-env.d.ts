/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

/** Towns and cities the offline map names: [name, longitude, latitude, population], biggest first (pwa/build/map-places-plugin.ts). */
declare module 'virtual:map-places' {
  const places: ReadonlyArray<readonly [string, number, number, number]>;
  export default places;
}
