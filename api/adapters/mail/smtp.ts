import nodemailer from 'nodemailer';
import type { Mailer } from '../ports';
import { UpstreamError } from '../ports';
import { toNodemailer } from './message';

/** A real SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). A refusal becomes a 502 with the server's reason. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  return {
    async send(mail) {
      const options = new URL(url);
      const transport = nodemailer.createTransport({
        url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        // A local relay on smtp:// without TLS is common for organizations; smtps:// is secure from the first byte.
        secure: options.protocol === 'smtps:',
      } as Parameters<typeof nodemailer.createTransport>[0]);
      try {
        const info = await transport.sendMail(toNodemailer(from, mail));
        if (info.rejected.length > 0) throw new Error(`the server rejected ${info.rejected.join(', ')}`);
        return { status: 'sent', detail: info.messageId };
      } catch (err) {
        const reason = err instanceof Error ? err.message.replace(/\s+/g, ' ').slice(0, 300) : String(err);
        throw new UpstreamError(`The mail server did not accept the message: ${reason}`, 'smtp');
      } finally {
        transport.close();
      }
    },
  };
}
