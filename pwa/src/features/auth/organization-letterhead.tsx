import { useEffect, useState } from 'react';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText, fieldErrorsOf } from '@pwa/lib/http-error';
import { OrganizationUpdateBody, type OrganizationSettings } from '@shared/schemas/auth';
import { useOrganization, useUpdateOrganization } from './auth.api';
import { LetterheadField, fieldMessagesOf } from './letterhead-field';
import { OrganizationLanguages } from './organization-languages';

type Latin = Pick<OrganizationSettings, 'name' | 'address' | 'place' | 'phone' | 'email' | 'senderDesignation'>;
const latinOf = (s: OrganizationSettings): Latin => ({ name: s.name, address: s.address, place: s.place, phone: s.phone, email: s.email, senderDesignation: s.senderDesignation });

/**
 * Admin-only: what the letterhead and the signature of every letter and PDF show — the
 * organization's name, address, place, phone and email and the signer's designation — and how
 * each is written in the Indian letter languages.
 */
export function OrganizationLetterhead() {
  const org = useOrganization(true);
  if (org.isLoading) return <div className="skeleton h-64 w-full" />;
  if (org.isError || !org.data) return null;
  return <LetterheadCard data={org.data} />;
}

/** Mounted only once the settings are here, so its fields never show empty before they fill. */
function LetterheadCard({ data }: { data: OrganizationSettings }) {
  const update = useUpdateOrganization();
  const [form, setForm] = useState<Latin>(() => latinOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The query shares structure, so this runs only when the stored settings really changed.
  useEffect(() => setForm(latinOf(data)), [data]);

  const field = (key: keyof Latin) => ({
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
    error: errors[key],
    disabled: update.isPending,
  });
  const save = () => {
    // The server's own rules, checked here first: the messages show at once, also offline.
    const checked = OrganizationUpdateBody.safeParse(form);
    if (!checked.success) return setErrors(fieldMessagesOf(checked.error));
    update.mutate(checked.data, {
      onSuccess: () => {
        setErrors({});
        notify('Settings saved', 'New letters and PDFs carry the new letterhead.');
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error) ?? {});
        notifyError('Failed to save settings', failureText(error, 'Please try again'));
      },
    });
  };

  return (
    <section className="card bg-base-100 shadow" aria-labelledby="letterhead-title">
      <div className="card-body gap-5">
        <div>
          <h2 id="letterhead-title" className="text-lg font-semibold">
            Letterhead and signature
          </h2>
          <p className="text-sm text-base-content/75">Printed at the top of every letter's PDF and under the signature, as written in English.</p>
        </div>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <LetterheadField label="Organization name" maxLength={200} {...field('name')} />
          <LetterheadField label="Signer's designation" placeholder="Secretary" maxLength={200} {...field('senderDesignation')} hint={`Under “${data.senderName || data.defaultSenderName}”.`} />
          <div className="sm:col-span-2">
            <LetterheadField label="Address" multiline maxLength={300} {...field('address')} />
          </div>
          <LetterheadField label="Place" placeholder="Bengaluru" maxLength={200} {...field('place')} hint="Printed beside the date." />
          <LetterheadField label="Phone" type="tel" maxLength={40} {...field('phone')} />
          <LetterheadField label="Email" type="email" maxLength={254} {...field('email')} />
          <div className="flex items-end justify-end sm:col-span-1">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
              Save letterhead
            </button>
          </div>
        </form>
        <OrganizationLanguages settings={data} />
      </div>
    </section>
  );
}
