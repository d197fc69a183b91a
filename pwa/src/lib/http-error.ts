/**
 * The one type for how a request failed, from the fetch wrapper through the outbox to the screens:
 * the server answered and refused (HttpError, with its parsed `{message, error, fields}`), or no
 * answer came back at all (NetworkError). Screens read the body from here and never parse text.
 */
import { ApiErrorBody } from '@shared/schemas/common';

/**
 * An answer other than 2xx. `message` follows spec §8 ("<status>: <body text>", or the status text
 * when the body is empty); `body` is the API's error answer, or null when the body was not one
 * (an HTML page from a proxy, an empty 502).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    bodyText = body ? JSON.stringify(body) : '',
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** Reads a failed answer once: its text for the message, its JSON for the body. */
  static async of(res: Response): Promise<HttpError> {
    const text = await res.text().catch(() => '');
    return new HttpError(res.status, parseErrorBody(text), text, res.statusText);
  }

  /** The server's per-field messages (a 400 from validation), keyed by field name. */
  get fields(): Record<string, string> | null {
    return this.body?.fields ?? null;
  }
}

/** No answer came back (no network, DNS, a reset connection): the request may or may not have arrived. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('No connection to the server', { cause });
  }
}

/** The API's error answer in `text`, or null when it is not one. */
export function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed = ApiErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A failure that may pass by itself: no answer, a timeout (408), too many requests (429), or a 5xx. */
export const isTransient = (error: unknown): boolean =>
  error instanceof NetworkError || (error instanceof HttpError && (error.status >= 500 || error.status === 408 || error.status === 429));

/** The server's per-field messages of a failed call, when it gave any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | null => (error instanceof HttpError ? error.fields : null);

/**
 * What a failed call says, for a toast: the server's message, else its error field when that is
 * words rather than a machine id (ours are ids like 'validation_error'), else the caller's
 * fallback (network down, masked 500, HTML error page…).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || !error.body) return fallback;
  // The server masks unexpected failures as 'Internal error': the caller's words say more.
  if (error.body.error === 'internal_error') return fallback;
  if (error.body.message) return error.body.message;
  if (/\s/.test(error.body.error)) return error.body.error;
  return fallback;
}
