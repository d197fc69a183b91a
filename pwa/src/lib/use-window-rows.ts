import { useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The page's scroll offset as the last scroll event left it. The virtualizer's own first guess
 * reads window.scrollY during the render, which forces the browser to lay out whatever the
 * previous render changed: 0.05 s at 4× CPU under the contacts list's first rows (issue 12).
 */
let lastScrollY = 0;
if (typeof window !== 'undefined') window.addEventListener('scroll', () => (lastScrollY = window.scrollY), { passive: true });

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
  // It sets state only when the top moved, so it settles after one extra render. Read in the next
  // frame, where the browser lays the page out anyway: read as React attaches the first rows (a
  // layout effect, or an effect React runs at once), it forced their style and layout into that
  // task (0.13 s at 4× CPU on the contacts list, issue 12's blocking time).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((margin) => (top === margin ? margin : top));
    });
    return () => cancelAnimationFrame(frame);
  });
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    gap,
    overscan,
    scrollMargin,
    initialOffset: () => lastScrollY,
    scrollToFn: stayingPut,
    measureElement: fromResizeObserver(estimateSize),
  });
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
 * The virtualizer's scrolling, less its scroll to where the page already is as it attaches:
 * window.scrollTo lays the page out first, in the task that attaches the first rows.
 */
const stayingPut: typeof windowScroll = (offset, options, instance) => {
  if (!options.adjustments && !options.behavior && offset === lastScrollY && offset === instance.scrollOffset) return;
  windowScroll(offset, options, instance);
};

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
