/**
 * The contacts catch-up off the main thread: JSON parsing, the zod check and the IndexedDB writes
 * of 10,000 rows took seconds of main-thread time on a slow phone (Lighthouse's 4× CPU). The page
 * posts `{ userId }`; every step comes back as a CatchUpEvent.
 */
import { catchUpContacts, type CatchUpEvent } from './contacts-catch-up';

const scope = self as unknown as { postMessage: (event: CatchUpEvent) => void; onmessage: ((e: MessageEvent<{ userId: number }>) => void) | null };

scope.onmessage = ({ data }) => {
  void catchUpContacts(data.userId, (event) => scope.postMessage(event))
    .catch(() => 'unreachable' as const)
    .then((outcome) => scope.postMessage({ type: 'done', outcome }));
};
