import { useState } from 'react';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import type { Role } from '@shared/schemas/auth';
import type { Invitation } from '@shared/schemas/invitations';
import { useSendForReview, useSendToInviter, useSendWhatsApp } from './invitations.api';
import { InviterFields } from './inviter-fields';
import { useInviterContact } from './use-inviter-contact';
import { emailOutcome, reviewOutcome, whatsAppOutcome } from './send-outcome';

/**
 * Contact Information & Actions (spec §2, §5, §7): the inviter's email and phone, each saved
 * 2 s after typing stops, and the send buttons. Sends use `letterText`, the text on screen.
 * Review is offered to assistants only.
 */
export function ContactActions({ invitation, letterText, role }: { invitation: Invitation; letterText: string; role: Role }) {
  const id = invitation.id;
  const inviter = useInviterContact(invitation);
  const sendEmail = useSendToInviter(id);
  const sendWhatsApp = useSendWhatsApp(id);
  const sendReview = useSendForReview(id);
  const [whatsAppLink, setWhatsAppLink] = useState<string | null>(null);

  const noLetter = letterText.trim() === '';
  const busy = sendEmail.isPending || sendWhatsApp.isPending || sendReview.isPending;

  const emailLetter = async () => {
    await inviter.flushEmail();
    sendEmail.mutate(letterText, {
      onSuccess: (answer) => notify(...emailOutcome(answer)),
      onError: (error) => notifyError('Failed to send email', failureText(error, 'Please try again.')),
    });
  };

  const whatsAppLetter = async () => {
    await inviter.flushPhone();
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
        <InviterFields contact={inviter} idSuffix={id} />

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button type="button" className="btn btn-primary" onClick={() => void emailLetter()} disabled={noLetter || busy}>
            {sendEmail.isPending ? spinner : <Icon name="mail" className="h-4 w-4" />}
            Send via Email
          </button>
          <button type="button" className="btn btn-success" onClick={() => void whatsAppLetter()} disabled={noLetter || busy || !inviter.phoneValid}>
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
