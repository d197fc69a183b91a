/**
 * The page's side of map-contacts.worker.ts: each request gets its answer as a promise. Where no
 * worker can start (tests, old browsers) or its script fails to load (offline before it was
 * cached), the same service answers on the page.
 */
import type { MapAnswer, MapRequest } from './map-contacts-service';

export type AskMap = <R extends MapRequest>(request: R) => Promise<MapAnswer<R>>;

type Pending = { request: MapRequest; resolve: (value: unknown) => void; reject: (error: Error) => void };

const onPage = (): Promise<AskMap> => import('./map-contacts-service').then(({ mapService }) => mapService());

export function startMapContacts(): { ask: AskMap; stop: () => void } {
  let here: Promise<AskMap> | null = null;
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./map-contacts.worker.ts', import.meta.url), { type: 'module', name: 'map-contacts' });
  } catch {
    here = onPage();
  }
  const pending = new Map<number, Pending>();
  let seq = 0;
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<{ seq: number; result?: unknown; error?: string }>) => {
      const waiting = pending.get(data.seq);
      pending.delete(data.seq);
      if (data.error !== undefined) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.result);
    };
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      here = onPage();
      // Asked again on the page, in order (a load before the markers it clusters).
      const again = [...pending.values()];
      pending.clear();
      for (const { request, resolve, reject } of again) void here.then((ask) => ask(request)).then(resolve, reject);
    };
  }
  const ask: AskMap = (request) => {
    if (here || !worker) return (here ??= onPage()).then((answer) => answer(request));
    const id = ++seq;
    const target = worker;
    return new Promise((resolve, reject) => {
      pending.set(id, { request, resolve: resolve as (value: unknown) => void, reject });
      target.postMessage({ seq: id, request });
    });
  };
  return {
    ask,
    stop: () => {
      worker?.terminate();
      pending.clear();
    },
  };
}
