import { useRef } from 'react';
import { elementScroll, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

/**
 * Windowing inside a scroll box of its own (TanStack Virtual) for rows of one fixed height, that
 * attaches without laying the page out: TanStack's defaults read the box's clientHeight and scroll
 * it to where it already is as React attaches it, each a forced style and layout of the whole page
 * in that task (0.1 s at 4× CPU under the map's first screen, issue 12). Here the box's size comes
 * from its ResizeObserver, after the browser's own layout, and `initialHeight` until then.
 * Attach `scrollRef` to the box.
 */
export function useBoxRows<T extends HTMLElement>({ count, rowHeight, initialHeight, overscan = 8 }: { count: number; rowHeight: number; initialHeight: number; overscan?: number }) {
  const scrollRef = useRef<T | null>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: sizeAfterLayout,
    scrollToFn: scrollUnlessAtTop,
  });
  return { scrollRef, virtualizer };
}

/** The box's size as its ResizeObserver reports it (where the layout is fresh, so reading it is free). */
const sizeAfterLayout: typeof observeElementRect = (instance, report) => {
  const box = instance.scrollElement;
  if (!box || typeof ResizeObserver === 'undefined') return observeElementRect(instance, report);
  const observer = new ResizeObserver(() => report({ width: box.clientWidth, height: box.clientHeight }));
  observer.observe(box);
  return () => observer.disconnect();
};

/** The virtualizer's scrolling, less its scroll of a box at the top to the top as it attaches. */
const scrollUnlessAtTop: typeof elementScroll = (offset, options, instance) => {
  if (offset === 0 && !options.adjustments && !options.behavior && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};
