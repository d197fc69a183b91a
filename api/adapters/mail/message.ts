import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from '../ports';

/** The address part of 'Name <address>' or a bare address. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The one mapping from our mail to nodemailer's, shared by the SMTP and .eml transports. A
 *  `fromName` (the organisation) replaces the configured display name; the address stays. */
export function toNodemailer(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}
