import nodemailer from 'nodemailer';
import { join } from 'node:path';
import type { Mailer } from '../ports';
import { toNodemailer } from './message';

/**
 * The embedded mailer: each message is written as a complete .eml file (open it in any mail
 * program) under DATA_DIR/mail/, and the log says where.
 */
export function createEmlMailer({ folder, write, from, log }: { folder: () => string; write: (path: string, bytes: Buffer) => Promise<void>; from: string; log: (message: string) => void }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    keepsCopies: true,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(from, mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const path = join(folder(), `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await write(path, info.message as Buffer);
      log(`mail to ${mail.to} written to ${path} (set SMTP_URL to send it for real)`);
      return { status: 'written', detail: path, storedBytes: (info.message as Buffer).length, storedFile: path };
    },
  };
}
