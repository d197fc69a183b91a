declare module 'bmp-js' {
  /** Decodes a BMP into ABGR pixel bytes (bmp-js's own channel order). */
  export function decode(buffer: Buffer): { width: number; height: number; data: Buffer };
}
