import { useBoxRows } from '@pwa/lib/use-box-rows';
import { Icon } from '@pwa/components/icons';
import type { MapEntry } from './clusters';

/** Height of one entry (name and place on two lines). */
const ROW_HEIGHT = 48;
/** The list's box at its smallest (max-h-72), until it is laid out. */
const BOX_HEIGHT = 288;

/**
 * 'On the map': every located contact by name, a click focuses it on the map. Virtualised in its
 * own scroll box (TanStack Virtual): at 10,000 contacts the full list was 80,000 DOM nodes. The
 * entries come sorted from the map's worker (null until they do); `located` counts them.
 */
export function MapContactList({ entries, located, missing, onFocus }: { entries: readonly MapEntry[] | null; located: number; missing: number; onFocus: (item: MapEntry) => void }) {
  const sorted = entries ?? [];
  const { scrollRef, virtualizer } = useBoxRows<HTMLDivElement>({ count: sorted.length, rowHeight: ROW_HEIGHT, initialHeight: BOX_HEIGHT });
  return (
    <aside className="card bg-base-100 shadow-sm" aria-labelledby="on-the-map">
      <div className="card-body gap-3 p-4">
        <h2 id="on-the-map" className="flex items-center justify-between text-base font-semibold">
          On the map
          <span className="badge badge-ghost badge-sm" data-testid="located-count">
            {located}
          </span>
        </h2>
        {located > 0 ? (
          <div ref={scrollRef} className="-mx-2 max-h-72 overflow-y-auto lg:max-h-[26rem]">
            <ul className="relative" style={{ height: virtualizer.getTotalSize() }} aria-label="Contacts on the map">
              {virtualizer.getVirtualItems().map((row) => {
                const item = sorted[row.index]!;
                return (
                  <li key={item.id} className="absolute inset-x-0" style={{ top: row.start, height: ROW_HEIGHT }} aria-setsize={sorted.length} aria-posinset={row.index + 1}>
                    <button type="button" className="flex w-full items-start gap-2 rounded-field px-2 py-1.5 text-left hover:bg-base-200" onClick={() => onFocus(item)}>
                      <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium">{item.name}</span>
                        <span className="block truncate text-xs text-base-content/75">{item.place}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-base-content/75">No contact has a location yet.</p>
        )}
        {missing > 0 ? (
          <p className="border-t border-base-300 pt-3 text-xs text-base-content/75">
            {missing} {missing === 1 ? 'contact has' : 'contacts have'} no location and {missing === 1 ? 'is' : 'are'} not shown.
          </p>
        ) : null}
      </div>
    </aside>
  );
}
