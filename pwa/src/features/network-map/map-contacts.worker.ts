/**
 * The map's reads of the device's copy and its clustering, off the main thread (clusters.ts): the
 * page posts `{ seq, request }` and gets `{ seq, result }` or `{ seq, error }` back.
 */
import { mapService, type MapRequest } from './map-contacts-service';

const answer = mapService();
const scope = self as unknown as {
  postMessage: (message: { seq: number; result?: unknown; error?: string }) => void;
  onmessage: ((e: MessageEvent<{ seq: number; request: MapRequest }>) => void) | null;
};

scope.onmessage = ({ data: { seq, request } }) => {
  answer(request).then(
    (result) => scope.postMessage({ seq, result }),
    (error: unknown) => scope.postMessage({ seq, error: error instanceof Error ? error.message : String(error) }),
  );
};
