import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A small test photo in a given format, made with sharp. */
export async function sampleImage(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif', width = 320, height = 200): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 240, g: 220, b: 180 } } });
  return base.toFormat(format).toBuffer();
}

/** A 24-bit uncompressed BMP (sharp cannot write BMP). */
export function sampleBmp(width = 40, height = 20): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowSize * height;
  const out = Buffer.alloc(54 + pixels);
  out.write('BM', 0, 'ascii');
  out.writeUInt32LE(54 + pixels, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(pixels, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out.writeUIntLE(0x3366cc, 54 + y * rowSize + x * 3, 3);
  return out;
}

/** A PNG whose header claims width × height pixels but holds no real image: a decompression bomb's shape. */
export function pixelBombPng(width = 30000, height = 30000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}
