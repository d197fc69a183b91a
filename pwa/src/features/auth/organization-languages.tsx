import { useEffect, useState } from 'react';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText, fieldErrorsOf } from '@pwa/lib/http-error';
import { OrganizationUpdateBody, type OrganizationSettings } from '@shared/schemas/auth';
import { LETTERHEAD_LANGUAGES, type LetterheadLanguage, type OrganizationInLanguage } from '@shared/schemas/organization';
import { useUpdateOrganization } from './auth.api';
import { LetterheadField, fieldMessagesOf } from './letterhead-field';

/** BCP 47 tags, so each field is shown (and spell-checked) in its script. */
const LANG_TAG: Record<LetterheadLanguage, string> = { Hindi: 'hi', Kannada: 'kn', Tamil: 'ta', Telugu: 'te', Malayalam: 'ml', Sanskrit: 'sa' };

/**
 * The letterhead and signature as written in one Indian letter language at a time. A field left
 * empty is written from the English form, letter by letter, in the language's script.
 */
export function OrganizationLanguages({ settings }: { settings: OrganizationSettings }) {
  const update = useUpdateOrganization();
  const [language, setLanguage] = useState<LetterheadLanguage>('Hindi');
  const [form, setForm] = useState<OrganizationInLanguage>(settings.inLanguages[language]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = settings.inLanguages[language];
  useEffect(() => {
    setForm(stored);
    setErrors({});
  }, [stored]);

  const field = (key: keyof OrganizationInLanguage, english: string) => ({
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
    error: errors[`inLanguages.${language}.${key}`],
    lang: LANG_TAG[language],
    placeholder: english ? `From “${english}”` : '',
    disabled: update.isPending,
  });
  const save = () => {
    const checked = OrganizationUpdateBody.safeParse({ inLanguages: { [language]: form } });
    if (!checked.success) return setErrors(fieldMessagesOf(checked.error));
    update.mutate(checked.data, {
      onSuccess: () => {
        setErrors({});
        notify('Settings saved', `Letters in ${language} carry these forms.`);
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error) ?? {});
        notifyError('Failed to save settings', failureText(error, 'Please try again'));
      },
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-box bg-base-200 p-4"
      aria-labelledby="languages-title"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="languages-title" className="font-medium">
            In the letter's language
          </h3>
          <p className="text-xs text-base-content/75">Left empty, a field is written from the English form in the language's script.</p>
        </div>
        <select className="select w-auto" aria-label="Letter language" value={language} onChange={(e) => setLanguage(e.target.value as LetterheadLanguage)}>
          {LETTERHEAD_LANGUAGES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LetterheadField label="Organization name" maxLength={200} {...field('name', settings.name)} />
        <LetterheadField label="Place" maxLength={200} {...field('place', settings.place)} />
        <LetterheadField label="Signer's name" maxLength={200} {...field('senderName', settings.senderName || settings.defaultSenderName)} />
        <LetterheadField label="Signer's designation" maxLength={200} {...field('senderDesignation', settings.senderDesignation)} />
        <div className="sm:col-span-2">
          <LetterheadField label="Address" multiline maxLength={300} {...field('address', settings.address)} />
        </div>
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-outline" disabled={update.isPending}>
          Save {language}
        </button>
      </div>
    </form>
  );
}
