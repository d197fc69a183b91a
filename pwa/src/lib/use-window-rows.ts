import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

/**
 * Windowing over the page's own scroll (TanStack Virtual): the list stays in the page's flow, so
 * headers, search and notes above it scroll away as before. Only the rows on screen plus
 * `overscan` are drawn; `before` and `after` are the heights the rest would take, kept as
 * padding (or spacer rows in a table) so the scroll bar and the row positions stay true.
 * Attach `listRef` to the element whose top is where row 0 starts, and `measure` to each row.
 * `onEndReached` is called when the rows drawn come near the last one (infinite scroll: load more).
 */
export function useWindowRows<T extends HTMLElement>({
  count,
  estimateSize,
  gap = 0,
  overscan = 6,
  onEndReached,
}: {
  count: number;
  estimateSize: number;
  gap?: number;
  overscan?: number;
  onEndReached?: () => void;
}) {
  const listRef = useRef<T | null>(null);
  // Where the list starts in the document: what sits above it (search, notes, pending cards) can change height.
  const [scrollMargin, setScrollMargin] = useState(0);
  // After every render, on purpose: nothing tells us when the content above the list changes height.
  // It sets state only when the top moved, so it settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimateSize, gap, overscan, scrollMargin, measureElement: fromResizeObserver(estimateSize) });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const nearEnd = !!last && last.index >= count - 1 - overscan * 2;
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, count, onEndReached]);
  return {
    listRef,
    items,
    measure: virtualizer.measureElement,
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
  };
}

/**
 * A row's height from the ResizeObserver's entry (after layout, every new row in one batch), never
 * read while React attaches the rows: reading each row's offsetHeight there forced one layout per
 * row (0.4 s of the 10,000-contact list's first screen at 4× CPU). Until the observer reports, a
 * row counts its last measured height, or the estimate.
 */
function fromResizeObserver(estimateSize: number) {
  return (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number => {
    const box = entry?.borderBoxSize?.[0];
    if (box) return Math.round(box.blockSize);
    return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? estimateSize;
  };
}
