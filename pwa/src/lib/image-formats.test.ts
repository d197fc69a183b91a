import { describe, expect, it } from 'vitest';
import { HEIC_REFUSED, photoProblem } from './image-formats';

describe('photoProblem', () => {
  it('names HEIC photos up front, and lets through what the server reads', () => {
    expect(photoProblem({ type: 'image/heic', name: 'IMG_0001.HEIC', size: 1000 })).toBe(HEIC_REFUSED);
    expect(photoProblem({ type: '', name: 'IMG_0001.heic', size: 1000 })).toBe(HEIC_REFUSED);
    for (const [type, name] of [['image/jpeg', 'a.jpg'], ['image/tiff', 'scan.tif'], ['image/avif', 'a.avif'], ['', 'card.heif']]) {
      expect(photoProblem({ type: type!, name: name!, size: 1000 }), name).toBeNull();
    }
    expect(photoProblem({ type: 'application/pdf', name: 'card.pdf', size: 1000 })).toBe('Please select an image file.');
  });
});
