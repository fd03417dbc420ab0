import type { FastifyInstance } from 'fastify';
import { deliverDueMails, type RoundResult } from './outbox';

/** How often the outbox is looked at: a status mail leaves within this time after its change. */
export const POLL_MS = 10_000;

/** The background work of the status mails on an app. */
export interface TrackingMails {
  /** Sends what is due now and answers what the round did (tests call it instead of waiting). */
  deliver(): Promise<RoundResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Status mails to recipients (server/tracking): the outbox's background work. */
    trackingMails: TrackingMails;
  }
}

/**
 * Starts the status mails' background work when the app is ready and stops it at close: one round at a time per
 * process; a failed round is logged and the next one tries again.
 */
export function registerTrackingMails(app: FastifyInstance, pollMs = POLL_MS): void {
  let running: Promise<RoundResult> | null = null;
  const deliver = () => {
    running ??= deliverDueMails(app.db, app.mailer, app.publicUrl).finally(() => {
      running = null;
    });
    return running;
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.decorate('trackingMails', { deliver });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deliver().catch((error: unknown) => app.log.error({ err: error }, 'Status-E-Mails: Runde fehlgeschlagen'));
    }, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
