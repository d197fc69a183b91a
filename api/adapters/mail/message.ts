import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from '../ports';

/** The one mapping from our mail to nodemailer's, shared by the SMTP and .eml transports. */
export function toNodemailer(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}
