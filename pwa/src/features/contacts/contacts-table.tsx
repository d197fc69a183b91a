import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { useMediaQuery } from '@pwa/lib/use-media-query';
import { useWindowRows } from '@pwa/lib/use-window-rows';
import { CompanyText, CopyButtons, EmailText, NameCell, PhoneText, type RowSync } from './contact-cells';
import { ContactCards } from './contact-cards';
import { contactRows, type Row } from './contact-rows';
import type { PendingContact } from './pending-contacts';

/** Height the rest of the list would take, as one empty row: the table keeps its columns and the scroll bar its length. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * The desktop table, virtualised over the page's scroll. `aria-rowcount`/`aria-rowindex` give
 * a screen reader the whole table's size and each drawn row's place in it.
 */
function VirtualTable({ rows, withActions, caption, onEndReached }: { rows: readonly Row[]; withActions: boolean; caption?: ReactNode; onEndReached?: () => void }) {
  const [, navigate] = useLocation();
  const { listRef, items, measure, before, after } = useWindowRows<HTMLTableSectionElement>({ count: rows.length, estimateSize: 65, onEndReached });
  const columns = withActions ? 5 : 4;
  return (
    // Fixed layout: with only some rows drawn, automatic widths would follow whichever rows are on
    // screen and the columns would shift while scrolling. Phone and Actions get what their
    // contents need; Name, Email and Company share the rest.
    <table className="table table-fixed" aria-rowcount={rows.length + 1}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <colgroup>
        <col />
        <col />
        <col className="w-40" />
        <col />
        {withActions ? <col className="w-52" /> : null}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          <th>Name</th>
          <th>Email</th>
          <th>Phone</th>
          <th>Company</th>
          {withActions ? <th className="text-right">Actions</th> : null}
        </tr>
      </thead>
      <tbody ref={listRef}>
        <Spacer height={before} columns={columns} />
        {items.map((item) => {
          const { key, contact, href, sync } = rows[item.index]!;
          return (
            <tr
              key={key}
              ref={measure}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              className="cursor-pointer hover:bg-base-200/60"
              onClick={() => navigate(href)}
              data-testid="contact-row"
            >
              <td className="max-w-64">
                <NameCell contact={contact} sync={sync} href={href} />
              </td>
              <td className="max-w-64">
                <EmailText email={contact.email} asLink={withActions} />
              </td>
              <td>
                <PhoneText phone={contact.phone} asLink={withActions} />
              </td>
              <td className="max-w-56">
                <CompanyText contact={contact} />
              </td>
              {withActions ? (
                <td className="text-right whitespace-nowrap">
                  <CopyButtons contact={contact} size="xs" />
                </td>
              ) : null}
            </tr>
          );
        })}
        <Spacer height={after} columns={columns} />
      </tbody>
    </table>
  );
}

/**
 * The contacts as a table (Name with profession, Email or 'N/A', Phone, Company with position,
 * and optionally Actions); on phones the same data as stacked cards. A row opens the contact.
 * `withActions` adds the copy buttons and makes phone and email tap-to-call / tap-to-mail.
 * Only the rows on screen are drawn (issue 12: all 10,000 made half a million nodes).
 */
export function ContactsTable({
  contacts,
  withActions = false,
  caption,
  pending = [],
  edits,
  onEndReached,
}: {
  contacts: Contact[];
  withActions?: boolean;
  caption?: ReactNode;
  /** New contacts still on this device: listed first, marked, and opening the outbox. */
  pending?: readonly PendingContact[];
  /** Contacts with an edit still on this device (already laid over `contacts`). */
  edits?: ReadonlyMap<number, RowSync>;
  /** The rows drawn came near the last: load more (infinite scroll over the server's pages). */
  onEndReached?: () => void;
}) {
  // Tailwind's md: the table from 768 px, the cards below.
  const wide = useMediaQuery('(min-width: 768px)');
  const rows = useMemo(() => contactRows(contacts, pending, edits), [contacts, pending, edits]);
  if (wide) return <VirtualTable rows={rows} withActions={withActions} caption={caption} onEndReached={onEndReached} />;
  return <ContactCards rows={rows} withActions={withActions} label={typeof caption === 'string' ? caption : 'Contacts'} onEndReached={onEndReached} />;
}
