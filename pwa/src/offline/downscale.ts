/** Long side of a photo kept on the device and sent: plenty for OCR, a fraction of a phone photo's bytes. */
const MAX_SIDE = 2000;
const QUALITY = 0.85;

/**
 * Shrinks a photo on the device (EXIF orientation applied) to a JPEG of at most 2000 px. A file
 * the browser cannot decode (some HEIC) is kept as it is: the server reads it.
 */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.type === 'image/jpeg') {
      bitmap.close();
      return file;
    }
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  } catch {
    return file;
  }
}
