import type { ExtractedData, LetterInput, Letters } from '@shared/schemas/invitations';
import type { Language } from '@shared/limits';

/** A normalised image on disk, ready for a model or OCR. */
export interface ImageFile {
  path: string;
  mime: string;
}

/** Thrown by an adapter when the input cannot be read; its message is shown to the user as is. */
export class UnreadableInputError extends Error {
  readonly userMessage = true;
}

/** Thrown by a configured outside service that failed; the API answers 502 with this message. */
export class UpstreamError extends Error {
  constructor(message: string, readonly service: string) {
    super(message);
  }
}

export interface Ai {
  extractInvitation(image: ImageFile, language: Language): Promise<ExtractedData>;
  writeLetters(input: LetterInput): Promise<Letters>;
}

/** Every outside service the app uses, chosen once at start-up by buildPorts. */
export interface Ports {
  ai: Ai;
  /** Releases workers and connections (tests, shutdown). */
  close(): Promise<void>;
}
