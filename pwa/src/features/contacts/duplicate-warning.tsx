import { Link } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { formatPhone, phoneMatchKey } from '@shared/helpers/phone';

/** Before a new contact is saved: who already has this phone or email, with Save anyway. */
export function DuplicateWarning({
  matches,
  phone,
  email,
  onSaveAnyway,
  onDismiss,
  saving,
}: {
  matches: Contact[];
  phone: string;
  email: string;
  onSaveAnyway: () => void;
  onDismiss: () => void;
  saving: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-box border border-warning/50 bg-warning/10 p-4 text-sm">
      <div className="flex items-start gap-2">
        <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0 text-warning-content" />
        <div>
          <p className="font-semibold">This may be a duplicate</p>
          <p className="text-base-content/80">
            {matches.length === 1 ? 'A contact' : `${matches.length} contacts`} in your network already {matches.length === 1 ? 'has' : 'have'} this phone
            number or email.
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {matches.map((m) => {
          // The server's rule for a duplicate phone, so the line says why it was listed.
          const samePhone = phoneMatchKey(m.phone) !== '' && phoneMatchKey(m.phone) === phoneMatchKey(phone);
          const sameEmail = !!m.email && m.email.toLowerCase() === email.trim().toLowerCase();
          return (
            <li key={m.id} className="flex items-center justify-between gap-2 rounded-field bg-base-100 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{m.name}</p>
                <p className="truncate text-xs text-base-content/75">
                  {[samePhone ? `same phone ${formatPhone(m.phone)}` : null, sameEmail ? `same email ${m.email}` : null].filter(Boolean).join(' · ') || formatPhone(m.phone)}
                </p>
              </div>
              <Link href={`/contact/${m.id}`} className="btn btn-xs btn-outline shrink-0">
                Open contact
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDismiss} disabled={saving}>
          Keep editing
        </button>
        <button type="button" className="btn btn-sm btn-warning" onClick={onSaveAnyway} disabled={saving}>
          {saving ? <span className="loading loading-spinner loading-xs" /> : null}
          Save anyway
        </button>
      </div>
    </div>
  );
}
