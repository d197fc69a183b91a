import { useLocation } from 'wouter';
import { useWindowRows } from '@pwa/lib/use-window-rows';
import { CompanyText, CopyButtons, EmailText, NameCell, PhoneText } from './contact-cells';
import type { Row } from './contact-rows';

/**
 * The contacts as stacked cards on phones, virtualised over the page's scroll: a few dozen
 * cards are in the DOM whatever the network's size. `aria-setsize`/`aria-posinset` tell a
 * screen reader where a card sits in the whole list, not in the few drawn.
 */
export function ContactCards({ rows, withActions, label, onEndReached }: { rows: readonly Row[]; withActions: boolean; label: string; onEndReached?: () => void }) {
  const [, navigate] = useLocation();
  // Three cards past each edge (about a screen of a phone): the default six drew twice the cards the
  // first screen needs, each formatting its phone number, in the list's first and longest task.
  const { listRef, items, measure, before, after } = useWindowRows<HTMLUListElement>({ count: rows.length, estimateSize: withActions ? 200 : 150, overscan: 3, onEndReached });
  return (
    <ul ref={listRef} className="flex flex-col divide-y divide-base-300" aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => {
        const { key, contact, href, sync } = rows[item.index]!;
        // By index, not :first/:last-child: the first card drawn is rarely the list's first.
        const edge = `${item.index === 0 ? 'pt-0' : ''} ${item.index === rows.length - 1 ? 'pb-0' : ''}`;
        return (
          <li
            key={key}
            ref={measure}
            data-index={item.index}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={`cursor-pointer py-3 ${edge}`}
            onClick={() => navigate(href)}
            data-testid="contact-card"
          >
            <NameCell contact={contact} sync={sync} href={href} />
            <dl className="mt-2 grid grid-cols-[4.25rem_1fr] gap-x-3 gap-y-1 pl-[3.25rem] text-sm">
              <dt className="text-base-content/75">Phone</dt>
              <dd className="min-w-0">
                <PhoneText phone={contact.phone} asLink={withActions} />
              </dd>
              <dt className="text-base-content/75">Email</dt>
              <dd className="min-w-0">
                <EmailText email={contact.email} asLink={withActions} />
              </dd>
              <dt className="text-base-content/75">Company</dt>
              <dd className="min-w-0">
                <CompanyText contact={contact} />
              </dd>
            </dl>
            {withActions ? (
              <div className="mt-3 flex gap-2 pl-[3.25rem]">
                <CopyButtons contact={contact} size="sm" />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
