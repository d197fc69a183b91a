import { MAX_IMAGE_BYTES } from '../limits';

/** Spec §5's messages, said the same by the page's check and the server's. */
export const NOT_AN_IMAGE = 'Please select an image file.';
export const FILE_TOO_LARGE = 'File size must be less than 10MB.';

/** Some phones hand over photos (HEIC above all) without a MIME type; the name still says what they are. */
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** Spec §5: an image of at most 10 MB; the reason a chosen file is refused, or null. */
export function imageProblem(file: { type: string; name: string; size: number }): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
  if (!isImage) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE;
  return null;
}
