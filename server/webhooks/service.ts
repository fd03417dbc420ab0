import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { TEST_EVENT_TYPE } from '../events';
import { request } from './payload';
import { recordTestAttempt } from './repository';
import { send, type SendResult } from './send';
import { createWebhookWorker, type WebhookWorker } from './worker';

/** Webhook settings of the app (AppOptions.webhooks; server.ts takes them from the environment). */
export interface WebhookOptions {
  /**
   * Private, loopback and link-local addresses and plain http allowed: only for tests with a local receiver
   * (WEBHOOKS_PRIVATE_ADDRESSES=erlaubt); production refuses them at registration and at every delivery.
   */
  allowPrivate?: boolean;
  /** The clock of deliveries and retries (tests move it instead of waiting). */
  now?: () => Date;
  /** How often the queue is looked at, ms; 0: never by itself (tests call tick). Default 2000. */
  pollMs?: number;
  /** Timeout of one delivery, ms; default 10,000. */
  timeoutMs?: number;
}

/** The webhooks of the running server: the settings, the delivery worker and the test event. */
export interface Webhooks {
  readonly allowPrivate: boolean;
  readonly worker: WebhookWorker;
  now(): Date;
  /** Sends a test event to an endpoint at once, records the attempt, answers the outcome. */
  test(endpoint: { id: number; url: string; geheimnis: string }, tenant: number): Promise<SendResult>;
}

/** Starts the delivery worker (as background work) and answers the webhooks of the app. */
export function createWebhooks(db: Db, options: WebhookOptions = {}, onError?: (err: unknown) => void): Webhooks {
  const now = options.now ?? (() => new Date());
  const sendOptions = { allowPrivate: options.allowPrivate ?? false, timeoutMs: options.timeoutMs ?? 10_000 };
  const worker = createWebhookWorker(db, { ...sendOptions, now, pollMs: options.pollMs ?? 2000, onError });
  return {
    allowPrivate: sendOptions.allowPrivate,
    worker,
    now,
    async test(endpoint, tenant) {
      const at = now();
      const event = {
        id: `evt_test_${randomUUID()}`,
        typ: TEST_EVENT_TYPE,
        erstellt: at.toISOString(),
        mandantId: tenant,
        daten: { endpunktId: endpoint.id },
      };
      const { body, headers } = request(endpoint.geheimnis, event, at, 'test');
      const result = await send(endpoint.url, body, headers, sendOptions);
      await recordTestAttempt(db, endpoint.id, TEST_EVENT_TYPE, at, result);
      return result;
    },
  };
}
