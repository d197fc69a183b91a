import { useEffect, useRef, useState } from 'react';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { isValidInviterPhone, splitStoredInviterPhone, toStoredInviterPhone } from '@shared/helpers/phone';
import { INVITER_AUTOSAVE_MS, INVITER_COUNTRY_CODES } from '@shared/limits';
import type { Role } from '@shared/schemas/auth';
import { UpdateEmailBody, type Invitation } from '@shared/schemas/invitations';
import { useSendForReview, useSendToInviter, useSendWhatsApp, useUpdateInviterEmail, useUpdateInviterPhone } from './invitations.api';
import { useDebouncedSave } from './use-debounced-save';
import { emailOutcome, reviewOutcome, whatsAppOutcome } from './send-outcome';

type CountryCode = (typeof INVITER_COUNTRY_CODES)[number];

/** The number to store: digits with the country code, no plus; a number typed with its own plus keeps its code. */
function storedPhone(countryCode: CountryCode, number: string): string {
  const typed = number.trim();
  if (typed === '') return '';
  return typed.startsWith('+') ? typed.replace(/\D/g, '') : toStoredInviterPhone(countryCode, typed);
}

/**
 * Contact Information & Actions (spec §2, §5, §7): the inviter's email and phone, each saved
 * 2 s after typing stops, and the send buttons. Sends use `letterText`, the text on screen.
 * Review is offered to assistants only.
 */
export function ContactActions({ invitation, letterText, role }: { invitation: Invitation; letterText: string; role: Role }) {
  const id = invitation.id;
  const updateEmail = useUpdateInviterEmail(id);
  const updatePhone = useUpdateInviterPhone(id);
  const sendEmail = useSendToInviter(id);
  const sendWhatsApp = useSendWhatsApp(id);
  const sendReview = useSendForReview(id);

  const [email, setEmail] = useState(invitation.inviterEmail ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const initialPhone = splitStoredInviterPhone(invitation.inviterPhone);
  const [countryCode, setCountryCode] = useState<CountryCode>(initialPhone.countryCode);
  const [number, setNumber] = useState(initialPhone.number);
  const [whatsAppLink, setWhatsAppLink] = useState<string | null>(null);

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

  // The pipeline may fill the inviter's details after the page opened: take them unless the user is typing.
  useEffect(() => {
    if (typed.current.email === null) setEmail(invitation.inviterEmail ?? '');
  }, [invitation.inviterEmail]);
  useEffect(() => {
    if (typed.current.phone !== null) return;
    const split = splitStoredInviterPhone(invitation.inviterPhone);
    setCountryCode(split.countryCode);
    setNumber(split.number);
  }, [invitation.inviterPhone]);

  const emailValid = UpdateEmailBody.safeParse({ inviterEmail: email }).success;
  const phoneValid = number.trim() === '' || isValidInviterPhone(number.trim());

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
    const stored = storedPhone(code, value);
    typed.current.phone = stored;
    const valid = value.trim() === '' || isValidInviterPhone(value.trim());
    if (!valid || stored === (invitation.inviterPhone ?? '')) {
      phoneSaver.cancel();
      if (stored === (invitation.inviterPhone ?? '')) typed.current.phone = null;
      return;
    }
    phoneSaver.schedule(stored);
  };

  const noLetter = letterText.trim() === '';
  const busy = sendEmail.isPending || sendWhatsApp.isPending || sendReview.isPending;

  const emailLetter = async () => {
    await emailSaver.flush();
    sendEmail.mutate(letterText, {
      onSuccess: (answer) => notify(...emailOutcome(answer)),
      onError: (error) => notifyError('Failed to send email', failureText(error, 'Please try again.')),
    });
  };

  const whatsAppLetter = async () => {
    await phoneSaver.flush();
    sendWhatsApp.mutate(letterText, {
      onSuccess: (answer) => {
        if (answer.openUrl) {
          window.open(answer.openUrl, '_blank', 'noopener');
          setWhatsAppLink(answer.openUrl);
        }
        notify(...whatsAppOutcome(answer));
      },
      onError: (error) => notifyError('Failed to send WhatsApp message', failureText(error, 'Please try again.')),
    });
  };

  const reviewLetter = () =>
    sendReview.mutate(letterText, {
      onSuccess: (answer) => notify(...reviewOutcome(answer)),
      onError: (error) => notifyError('Failed to send for review', failureText(error, 'Please try again.')),
    });

  const spinner = <span className="loading loading-spinner loading-xs" aria-hidden="true" />;

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="contact-title">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="contact-title" className="text-lg font-semibold">
          Contact Information &amp; Actions
        </h2>
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
              onBlur={() => setEmailTouched(true)}
              aria-invalid={emailTouched && !emailValid}
            />
            {emailTouched && !emailValid ? <span className="mt-1 block text-sm text-error">Please enter a valid email address</span> : null}
          </label>
          <div>
            <label htmlFor={`inviter-phone-${id}`} className="mb-1 block text-sm font-medium">
              Inviter phone
            </label>
            <div className="join w-full">
              <select
                className="select join-item w-24 shrink-0"
                value={countryCode}
                onChange={(e) => changePhone(e.target.value as CountryCode, number)}
                aria-label="Country code"
              >
                {INVITER_COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <input
                id={`inviter-phone-${id}`}
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

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button type="button" className="btn btn-primary" onClick={() => void emailLetter()} disabled={noLetter || busy}>
            {sendEmail.isPending ? spinner : <Icon name="mail" className="h-4 w-4" />}
            Send via Email
          </button>
          <button type="button" className="btn btn-success" onClick={() => void whatsAppLetter()} disabled={noLetter || busy || !phoneValid}>
            {sendWhatsApp.isPending ? spinner : <Icon name="phone" className="h-4 w-4" />}
            Send via WhatsApp
          </button>
          {role === 'assistant' ? (
            <button type="button" className="btn btn-outline" onClick={reviewLetter} disabled={noLetter || busy}>
              {sendReview.isPending ? spinner : <Icon name="send" className="h-4 w-4" />}
              Send Letter for Review
            </button>
          ) : null}
        </div>
        {whatsAppLink ? (
          <p className="text-sm text-base-content/75">
            WhatsApp opens in a new tab with the letter; it is sent when you press Send there. If it did not open,{' '}
            <a href={whatsAppLink} target="_blank" rel="noopener noreferrer" className="link link-primary">
              open WhatsApp here
            </a>
            .
          </p>
        ) : null}
      </div>
    </section>
  );
}
