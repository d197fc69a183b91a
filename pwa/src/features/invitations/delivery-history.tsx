import { Icon, type IconName } from '@pwa/components/icons';
import type { Delivery } from '@shared/schemas/invitations';
import { EmailText } from '@pwa/components/email-text';
import { formatPhone } from '@shared/helpers/phone';
import { formatCreatedAt } from './letter-text';

const CHANNEL: Record<Delivery['channel'], { label: string; icon: IconName }> = {
  email: { label: 'Email', icon: 'mail' },
  whatsapp: { label: 'WhatsApp', icon: 'phone' },
  review: { label: 'Review', icon: 'send' },
};

const RESULT: Record<Delivery['status'], { label: string; tone: string }> = {
  sent: { label: 'Sent', tone: 'badge-success' },
  written: { label: 'In mail outbox, not sent', tone: 'badge-warning' },
  link: { label: 'Opened in WhatsApp', tone: 'badge-info' },
  failed: { label: 'Failed', tone: 'badge-error' },
};

/** WhatsApp numbers are stored as digits with the country code: shown grouped, with their plus. */
/** WhatsApp recipients are stored as digits with the country code: shown grouped as dialled. */
const recipientText = (d: Delivery) => (d.channel === 'whatsapp' ? formatPhone(d.recipient) : d.recipient) || '—';

/** Every send of this invitation's letter, newest first: channel, recipient, time and result. */
export function DeliveryHistory({ deliveries }: { deliveries: readonly Delivery[] }) {
  const items = [...deliveries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="deliveries-title">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="deliveries-title" className="text-lg font-semibold">
          Delivery History
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-base-content/75">The letter has not been sent yet.</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {items.map((d) => (
              <li key={d.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-base-200 text-base-content/75" aria-hidden="true">
                  <Icon name={CHANNEL[d.channel].icon} className="h-4 w-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium">{CHANNEL[d.channel].label}</span>
                    <span className={`badge badge-soft badge-sm ${RESULT[d.status].tone}`}>{RESULT[d.status].label}</span>
                  </div>
                  <p className="break-words text-sm text-base-content/80">
                    <EmailText email={recipientText(d)} />
                  </p>
                  {d.detail ? <p className="break-words text-xs text-base-content/75">{d.detail}</p> : null}
                  <p className="text-xs text-base-content/75">
                    <time dateTime={d.createdAt}>{formatCreatedAt(d.createdAt)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
