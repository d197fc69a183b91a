import { INVITER_COUNTRY_CODES } from '@shared/limits';
import type { CountryCode, InviterContact } from './use-inviter-contact';

/** The inviter's email and phone (with its country code), as Contact Information shows them. */
export function InviterFields({ contact, idSuffix }: { contact: InviterContact; idSuffix: number }) {
  const { email, emailTouched, emailValid, touchEmail, changeEmail, countryCode, number, phoneValid, changePhone } = contact;
  return (
    <div className="grid gap-4">
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Inviter email</span>
        <input
          type="email"
          className={`input w-full ${emailTouched && !emailValid ? 'input-error' : ''}`}
          value={email}
          placeholder="inviter@example.com"
          autoComplete="off"
          inputMode="email"
          onChange={(e) => changeEmail(e.target.value)}
          onBlur={touchEmail}
          aria-invalid={emailTouched && !emailValid}
        />
        {emailTouched && !emailValid ? <span className="mt-1 block text-sm text-error">Please enter a valid email address</span> : null}
      </label>
      <div>
        <label htmlFor={`inviter-phone-${idSuffix}`} className="mb-1 block text-sm font-medium">
          Inviter phone
        </label>
        <div className="join w-full">
          <select className="select join-item w-24 shrink-0" value={countryCode} onChange={(e) => changePhone(e.target.value as CountryCode, number)} aria-label="Country code">
            {INVITER_COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id={`inviter-phone-${idSuffix}`}
            type="tel"
            className={`input join-item w-full ${phoneValid ? '' : 'input-error'}`}
            value={number}
            placeholder="98450 12345"
            autoComplete="off"
            inputMode="tel"
            onChange={(e) => changePhone(countryCode, e.target.value)}
            aria-invalid={!phoneValid}
          />
        </div>
        {phoneValid ? null : <span className="mt-1 block text-sm text-error">Invalid phone number format</span>}
      </div>
    </div>
  );
}
