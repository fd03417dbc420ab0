import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** A mail the portal sends: plain text, German, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A fixed Message-ID (status mails: one per order and stage); absent: nodemailer makes one. */
  messageId?: string;
  /** Extra header lines (List-Unsubscribe of the status mails). */
  headers?: Record<string, string>;
}

/** Where a sent mail went: the SMTP server's message id, or the .eml file of the outbox. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/** Sends the portal's mails (registration, password reset). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** How mail leaves: an SMTP server (`smtp://user:pass@host:port`, `smtps://…`), else .eml files in an outbox folder. */
export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/**
 * Sends through nodemailer: with an SMTP URL to that server; without, every mail is written as an RFC 822 .eml file to the
 * outbox (any mail program opens it), so an installation without a mail server loses no mail and tests can read it.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => ({ messageId: (await transport.sendMail({ from: options.from, ...mail })).messageId }),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two mails of one millisecond apart.
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
