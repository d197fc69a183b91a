import type { QueryFunction } from '@tanstack/react-query';
import { httpErrorMessage } from '@shared/helpers/http-error';
import { noteNetworkFailure, noteNetworkSuccess } from './use-online';

/** fetch, telling the online state whether an answer came back at all. */
async function send(input: RequestInfo, init: RequestInit): Promise<Response> {
  try {
    const res = await fetch(input, init);
    noteNetworkSuccess();
    return res;
  } catch (err) {
    if (!init.signal?.aborted) noteNetworkFailure();
    throw err;
  }
}

/** An answer other than 2xx; `message` follows spec §8: "<status>: <body text>". */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new HttpError(res.status, httpErrorMessage(res.status, res.statusText, text));
}

/**
 * The one fetch wrapper: sends cookies; FormData goes as is, anything else as JSON.
 * Throws HttpError for non-2xx, and the browser's TypeError when the network is down.
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

/** The default query function: GET the query key joined as a path. 401 can mean "no data" (the signed-out user). */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await send(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
