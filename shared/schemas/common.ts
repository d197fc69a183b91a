import { z } from 'zod';
import { LANGUAGES } from '../limits';

/** An id in a URL: a positive integer written in digits. */
export const IdParam = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'Invalid id').transform(Number),
});

export const Language = z.enum(LANGUAGES, { error: 'Please choose one of the listed languages.' });

/** The language field of a photo upload: multipart forms send '' for "not chosen". */
export const PhotoLanguage = z.preprocess((value) => (value === '' ? undefined : value), Language.default('English'));

/** Every error answer of the API. */
export const ApiErrorBody = z.object({
  message: z.string(),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** The answer of a call that only confirms what it did ("Logged out", "Password changed…"). */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
