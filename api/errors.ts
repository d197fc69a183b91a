/**
 * Errors the API answers on purpose. Each has a stable id; anything else thrown is masked
 * as a 500 'Internal error' by the error handler (Outline's httpErrors + onerror habit).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly id: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'validation_error', fields);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string) => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooLarge = (message: string) => new HttpError(413, message, 'too_large');
export const unsupported = (message: string) => new HttpError(415, message, 'unsupported_media_type');
export const unprocessable = (message: string) => new HttpError(422, message, 'unprocessable');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'rate_limited', undefined, { 'Retry-After': String(retryAfterSeconds) });
export const upstream = (message: string) => new HttpError(502, message, 'upstream_failed');
export const insufficientStorage = () =>
  new HttpError(507, 'The server has run out of storage space, so nothing was saved. Please try again later, or tell your administrator.', 'insufficient_storage');

/** A write refused because the disk (or the database file's volume) is full. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}
