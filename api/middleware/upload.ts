import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@shared/limits';
import { HttpError, badRequest, tooLarge } from '../errors';
import { FILE_TOO_LARGE } from '@shared/helpers/image-file';
import { incomingFolder } from './incoming-folder';

const MULTIPART_OVERHEAD = 256 * 1024;

export interface ReceivedFile {
  bytes: Buffer;
  originalName: string;
}

interface FormidableFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

/**
 * Parses a multipart body holding at most one file in `field` (`maxBytes`, 10 MB by default) plus small text
 * fields. The temp file is read into memory and deleted at once; `ctx.state.file` is the file
 * or undefined, `ctx.request.body` the text fields.
 */
export function receiveFile(field: string, { maxBytes = MAX_IMAGE_BYTES, tooLargeMessage = FILE_TOO_LARGE }: { maxBytes?: number; tooLargeMessage?: string } = {}) {
  const parserIn = (uploadDir: string) => koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    text: false,
    formidable: {
      uploadDir,
      maxFiles: 1,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes,
      maxFields: 30,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      keepExtensions: false,
    },
    onError: (err) => {
      const e = err as Error & { httpCode?: number; code?: number };
      // formidable answers 413 for too many files and fields as well: tell those apart by message first.
      if (/allowEmptyFiles/.test(e.message)) throw badRequest('The file is empty.');
      if (/maxFiles/.test(e.message)) throw badRequest('Send one file at a time.');
      if (/maxFields/.test(e.message)) throw tooLarge('Too many or too large form fields.');
      if (e.httpCode === 413 || /maxFileSize|maxTotalFileSize/.test(e.message)) throw tooLarge(tooLargeMessage);
      throw new HttpError(400, 'The upload could not be read', 'malformed_body');
    },
  });

  return async (ctx: Context, next: Next) => {
    const length = Number(ctx.get('Content-Length') || 0);
    if (length > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(tooLargeMessage);
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Send the file as multipart/form-data', 'unsupported_media_type');
    // The multipart parser reads raw bytes: a compressed upload would be read as garbage, or worse, half of it.
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      throw new HttpError(415, 'Send the upload uncompressed (without Content-Encoding): photos are compressed already.', 'unsupported_media_type');
    }
    // Each request gets its own folder, removed whatever happens: a parse that fails half-way
    // (too large, cut off, malformed) leaves files formidable never reports.
    const dir = await mkdtemp(join(incomingFolder(), 'request-'));
    try {
      await parserIn(dir)(ctx, async () => undefined);
      const files = (ctx.request as { files?: Record<string, FormidableFile | FormidableFile[]> }).files ?? {};
      const file = ([] as FormidableFile[]).concat(files[field] ?? [])[0];
      if (file) {
        ctx.state.file = { bytes: await readFile(file.filepath), originalName: file.originalFilename ?? '' } satisfies ReceivedFile;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await next();
  };
}
