import type { Context, Next } from 'koa';
import { HttpError, insufficientStorage, isDiskFull } from '../errors';

interface ExposedError {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Turns what body parsers throw (http-errors with `expose`) into our own known errors. */
function fromParserError(err: ExposedError): HttpError | null {
  const status = err.status ?? err.statusCode ?? err.httpCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413) return new HttpError(413, 'Request body is too large', 'too_large');
  if (err.type === 'entity.parse.failed' || (status === 400 && (err as Error).name === 'SyntaxError')) return new HttpError(400, 'Malformed JSON body', 'malformed_body');
  if (status === 415) return new HttpError(415, 'Unsupported content type', 'unsupported_media_type');
  if (err.expose) return new HttpError(status, 'The request could not be read', 'malformed_body');
  return null;
}

/**
 * koa-body's `onError`: a body that does not inflate (Content-Encoding: gzip over bytes that are
 * not gzip) fails inside zlib with no HTTP status; it is the client's fault, like broken JSON.
 */
export function rethrowBodyError(err: Error): never {
  const code = (err as { code?: unknown }).code;
  // zlib (gzip, deflate) codes start Z_; brotli's are ERR__ERROR_FORMAT_…, ERR_BROTLI_… or a Z_ code.
  if (typeof code === 'string' && /^(Z_|ERR__|ERR_BROTLI)/.test(code)) {
    throw new HttpError(400, 'The request body could not be decompressed', 'malformed_body');
  }
  if (/^Unsupported Content-Encoding/.test(err.message)) {
    throw new HttpError(415, 'Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br.', 'unsupported_media_type');
  }
  throw err;
}

/** Paths whose every answer is JSON, errors included (the PWA's own paths answer HTML). */
const JSON_PATHS = /^\/(api|profile-images)\//;

/** An answer a router left without a body (404 nothing matched, 405 wrong method, 501 unknown method) as a known error. */
function fromBareStatus(status: number): HttpError {
  if (status === 404) return new HttpError(404, 'Not found', 'not_found');
  // 501 is koa-router's answer to a method it does not know: the client's mistake, not a server fault.
  if (status === 405 || status === 501) return new HttpError(405, 'Method not allowed', 'method_not_allowed');
  return new HttpError(status, 'The request could not be handled', 'bad_request');
}

/**
 * First middleware: known errors become `{message, error}` with their status; anything else is
 * masked as 500 'Internal error' (no stack, no SQL) and emitted for the log.
 */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status >= 400 && ctx.body == null && JSON_PATHS.test(ctx.path)) throw fromBareStatus(ctx.status);
  } catch (raw) {
    const err = raw as ExposedError;
    // A full disk or database volume is no bug of ours to mask: the client is told, with 507.
    const known = raw instanceof HttpError ? raw : isDiskFull(raw) ? insufficientStorage() : fromParserError(err);
    if (known) {
      ctx.status = known.status;
      ctx.body = { message: known.message, error: known.id, ...(known.fields ? { fields: known.fields } : {}) };
      if (known.headers) ctx.set(known.headers);
      return;
    }
    ctx.status = 500;
    ctx.body = { message: 'Internal error', error: 'internal_error' };
    ctx.app.emit('error', raw, ctx);
  }
}
