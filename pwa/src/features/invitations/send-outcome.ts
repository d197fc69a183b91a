import type { SendAnswer, WhatsAppAnswer } from '@shared/schemas/invitations';

/** A toast: title and description. */
export type Toast = readonly [title: string, description: string];

/**
 * What a send says afterwards, no more than what happened. The spec's toasts are for real sends
 * (a mail server took the message, the WhatsApp Cloud API sent it); the embedded defaults only
 * keep the mail in the server's mail outbox or open WhatsApp on this device, and say so.
 */
export function emailOutcome(answer: SendAnswer): Toast {
  return answer.status === 'sent'
    ? ['Email sent!', 'Response letter has been sent to the inviter.']
    : ['Saved in the mail outbox', 'Not sent: mail is not set up on this server, so the email was kept in its mail outbox.'];
}

export function reviewOutcome(answer: SendAnswer): Toast {
  return answer.status === 'sent'
    ? ['Letter sent for review!', 'PDF generated and saved successfully.']
    : ['Saved for review', 'PDF generated and saved. Not emailed to the admin: mail is not set up on this server.'];
}

export function whatsAppOutcome(answer: WhatsAppAnswer): Toast {
  return answer.sent
    ? ['WhatsApp message sent!', 'Response letter has been sent via WhatsApp.']
    : ['Opened in WhatsApp', 'The letter is ready in WhatsApp: press Send there to deliver it.'];
}
