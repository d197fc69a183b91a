import type { ChangeEvent } from 'react';
import { photoProblem } from './image-formats';

/**
 * The one way a screen takes a photo (invitation, profile photo, ID card), from a file input, a
 * camera input or a drop: the first file, refused with the reason a person can act on (not an
 * image, too large, HEIC) before anything is stored or sent. How the reason is shown is the
 * screen's choice (the spec wants an alert on the invitation screen, a toast elsewhere).
 */
export function useImagePick(onPicked: (file: File) => void, onProblem: (problem: string) => void) {
  const take = (picked: File | null | undefined) => {
    if (!picked) return;
    const problem = photoProblem(picked);
    if (problem) onProblem(problem);
    else onPicked(picked);
  };
  const fromInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again must still fire change.
    event.target.value = '';
  };
  return { take, fromInput };
}
