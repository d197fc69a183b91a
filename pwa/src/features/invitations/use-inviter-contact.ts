import { useEffect, useRef, useState } from 'react';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { isValidInviterPhone, joinCountryCode, splitCountryCode } from '@shared/helpers/phone-text';
import { INVITER_AUTOSAVE_MS, INVITER_COUNTRY_CODES } from '@shared/limits';
import { UpdateEmailBody, type Invitation } from '@shared/schemas/invitations';
import { useUpdateInviterEmail, useUpdateInviterPhone } from './invitations.api';
import { useDebouncedSave } from './use-debounced-save';

export type CountryCode = (typeof INVITER_COUNTRY_CODES)[number];

/**
 * The inviter's email and phone as the user edits them (spec §5, §7): each saved 2 s after typing
 * stops; a value the pipeline fills in later is taken unless the user is typing. `flushEmail` and
 * `flushPhone` save at once (before a send that needs the value).
 */
export function useInviterContact(invitation: Invitation) {
  const id = invitation.id;
  const updateEmail = useUpdateInviterEmail(id);
  const updatePhone = useUpdateInviterPhone(id);

  const [email, setEmail] = useState(invitation.inviterEmail ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const initialPhone = splitCountryCode(invitation.inviterPhone, INVITER_COUNTRY_CODES);
  const [countryCode, setCountryCode] = useState<CountryCode>(initialPhone.countryCode);
  const [number, setNumber] = useState(initialPhone.number);

  // What the user has typed and not yet seen saved; while set, server values do not overwrite the field.
  const typed = useRef({ email: null as string | null, phone: null as string | null });

  const emailSaver = useDebouncedSave<string>(async (value) => {
    try {
      await updateEmail.mutateAsync(value);
      if (typed.current.email === value) typed.current.email = null;
      notify('Email updated!', 'Inviter email has been saved.');
    } catch (error) {
      notifyError('Failed to update email', failureText(error, 'Please try again.'));
      throw error;
    }
  }, INVITER_AUTOSAVE_MS);

  const phoneSaver = useDebouncedSave<string>(async (value) => {
    try {
      await updatePhone.mutateAsync(value);
      if (typed.current.phone === value) typed.current.phone = null;
      notify('Phone updated!', 'Inviter phone number has been saved.');
    } catch (error) {
      notifyError('Failed to update phone', failureText(error, 'Please try again.'));
      throw error;
    }
  }, INVITER_AUTOSAVE_MS);

  useEffect(() => {
    if (typed.current.email === null) setEmail(invitation.inviterEmail ?? '');
  }, [invitation.inviterEmail]);
  useEffect(() => {
    if (typed.current.phone !== null) return;
    const split = splitCountryCode(invitation.inviterPhone, INVITER_COUNTRY_CODES);
    setCountryCode(split.countryCode);
    setNumber(split.number);
  }, [invitation.inviterPhone]);

  const changeEmail = (value: string) => {
    setEmail(value);
    const normalized = value.trim();
    typed.current.email = normalized;
    if (!UpdateEmailBody.safeParse({ inviterEmail: normalized }).success || normalized === (invitation.inviterEmail ?? '')) {
      emailSaver.cancel();
      if (normalized === (invitation.inviterEmail ?? '')) typed.current.email = null;
      return;
    }
    emailSaver.schedule(normalized);
  };

  const changePhone = (code: CountryCode, value: string) => {
    setCountryCode(code);
    setNumber(value);
    const stored = joinCountryCode(code, value);
    typed.current.phone = stored;
    const valid = value.trim() === '' || isValidInviterPhone(value.trim());
    if (!valid || stored === (invitation.inviterPhone ?? '')) {
      phoneSaver.cancel();
      if (stored === (invitation.inviterPhone ?? '')) typed.current.phone = null;
      return;
    }
    phoneSaver.schedule(stored);
  };

  return {
    email,
    emailTouched,
    touchEmail: () => setEmailTouched(true),
    emailValid: UpdateEmailBody.safeParse({ inviterEmail: email }).success,
    changeEmail,
    countryCode,
    number,
    phoneValid: number.trim() === '' || isValidInviterPhone(number.trim()),
    changePhone,
    flushEmail: emailSaver.flush,
    flushPhone: phoneSaver.flush,
  };
}

export type InviterContact = ReturnType<typeof useInviterContact>;
