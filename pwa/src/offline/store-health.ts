/**
 * Whether the browser took the last write of the device's copy of the lists. A write it refuses
 * (storage full, the origin's data evicted, private mode) is state the screens show, not an error
 * swallowed (Excalidraw's `isQuotaExceededError`): the user is told the copy is not kept, and the
 * write is tried again until it goes through.
 */

export type StoreProblem = {
  /** 'quota': the device is out of room for this app; 'refused': any other refusal. */
  kind: 'quota' | 'refused';
  /** The browser's own words, for the curious and for bug reports. */
  detail: string;
  at: number;
  /** Tries the refused write again now (it is also retried by itself). */
  retry: () => void;
};

let problem: StoreProblem | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Dexie wraps the browser's DOMException but keeps its name (also inside an AbortError's inner). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown } | undefined, depth = 0; e && depth < 4; e = e.inner as typeof e, depth++) {
    if (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  }
  return false;
}

/** A write of the device's copy was refused. */
export function noteStoreFailure(error: unknown, retry: () => void): void {
  problem = { kind: isQuotaError(error) ? 'quota' : 'refused', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error), at: Date.now(), retry };
  emit();
}

/** A write went through: whatever was wrong is over. */
export function noteStoreSuccess(): void {
  if (!problem) return;
  problem = null;
  emit();
}

export const storeProblem = () => problem;

export function subscribeStoreProblem(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
