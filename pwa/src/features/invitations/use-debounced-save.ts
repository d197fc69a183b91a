import { useCallback, useEffect, useMemo, useRef } from 'react';

export type SaveFn<T> = (value: T, options: { keepalive: boolean }) => Promise<unknown>;

/**
 * Saves the latest value `delayMs` after the last change. A pending save is flushed at once when
 * the page is hidden (the last chance on phones, where pages are killed without `unload`) and
 * when the component unmounts, so a quick navigation never loses typing. Errors are the save
 * function's to report; a failed value stays pending (without a timer) for the next flush, unless
 * a newer one arrived meanwhile. `flush()` always resolves.
 */
export function useDebouncedSave<T>(save: SaveFn<T>, delayMs: number) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (keepalive = false): Promise<void> => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    try {
      await saveRef.current(next.value, { keepalive });
    } catch {
      // Reported by the save function; kept for the next flush (page hidden, unmount, next change).
      pending.current ??= next;
    }
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      void flush(true);
    };
  }, [flush]);

  return useMemo(() => ({ schedule, flush, cancel, hasPending: () => pending.current !== null }), [schedule, flush, cancel]);
}
