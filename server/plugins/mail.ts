import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { createMailer, type Mailer } from '../mail';
import { globalPlugin } from './global';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the portal's mails (SMTP_URL, else .eml files in the outbox). */
    mailer: Mailer;
    /** The portal's public address for links in mails, e.g. http://127.0.0.1:8080 (never taken from a request's Host). */
    publicUrl: string;
  }
}

/** Options of the mail plugin; see README 'Environment variables'. */
export interface MailPluginOptions {
  smtpUrl?: string;
  /** Folder of the .eml files without SMTP; default <dataDir>/outbox, or a temporary folder for an in-memory database. */
  outboxDir?: string;
  from?: string;
  publicUrl?: string;
}

/** Decorates `app.mailer` and `app.publicUrl`; closes the SMTP connection pool with the app. */
const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, options) => {
  const outboxDir = options.outboxDir ?? join(tmpdir(), `disponent-outbox-${process.pid}`);
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxDir,
    from: options.from ?? 'Disponent Online <noreply@disponent.invalid>',
  });
  app.decorate('mailer', mailer);
  app.decorate('publicUrl', (options.publicUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''));
  app.log.info(
    options.smtpUrl
      ? 'E-Mails gehen an den SMTP-Server aus SMTP_URL.'
      : `Kein SMTP_URL: E-Mails werden als .eml-Dateien in ${outboxDir} abgelegt.`,
  );
  app.addHook('onClose', async () => mailer.close());
};

/** The mail plugin, registered at the root so every route can send. */
export const mailPluginGlobal = globalPlugin(mailPlugin, 'mail');
