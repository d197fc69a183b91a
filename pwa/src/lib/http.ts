import type { QueryFunction } from '@tanstack/react-query';
import { HttpError, NetworkError } from './http-error';
import { noteNetworkFailure, noteNetworkSuccess } from './use-online';

/**
 * fetch, telling the online state whether an answer came back at all. No answer is thrown as
 * NetworkError (an abort stays the browser's AbortError: nobody is waiting for that answer).
 */
function send(input: RequestInfo, init: RequestInit = {}): Promise<Response> {
  return received(fetch(input, init), () => Boolean(init.signal?.aborted || (input instanceof Request && input.signal.aborted)));
}

/** An answer asked for, telling the online state whether it came back; `aborted` says an error was the caller's own abort. */
async function received(pending: Promise<Response>, aborted = () => false): Promise<Response> {
  try {
    const res = await pending;
    noteNetworkSuccess();
    return res;
  } catch (err) {
    if (aborted()) throw err;
    noteNetworkFailure();
    throw new NetworkError(err);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await HttpError.of(res);
}

/**
 * Sends a prepared request (the outbox's): its 2xx answer, else HttpError for any other answer
 * and NetworkError when none came back.
 */
export async function sendRequest(request: Request): Promise<Response> {
  const res = await send(request, { credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/**
 * The one fetch wrapper: sends cookies; FormData goes as is, anything else as JSON.
 * Throws HttpError for non-2xx, and NetworkError when the network is down.
 * `keepalive` lets a small save outlive the page (a flush when the tab is hidden or closed).
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await send(url, {
    method,
    credentials: 'include',
    keepalive,
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON of a successful call. */
export async function apiJson<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const res = await apiRequest(method, url, body, headers);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** JSON of an answer asked for before the app ran (first-paint.ts), with apiJson's errors. */
export async function apiJsonOf<T>(pending: Promise<Response>): Promise<T> {
  const res = await received(pending);
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The default query function (spec §8): GET the query key joined as a path. 401 can mean "no data" (the signed-out user). */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await send(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
