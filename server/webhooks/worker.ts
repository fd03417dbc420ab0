import { backgroundTurn, inBackground, type Db } from '../db';
import { request, type EventBody } from './payload';
import { delivered, nextAttempt } from './retry';
import { send, type SendOptions } from './send';

/** How the delivery worker runs; tests inject the clock and drive `tick` themselves (pollMs 0). */
export interface WorkerOptions extends SendOptions {
  now: () => Date;
  /** How often the queue is looked at; 0: no timer. */
  pollMs: number;
  /** Deliveries claimed per look. */
  batch?: number;
  onError?: (err: unknown) => void;
}

interface Claimed {
  id: string;
  versuche: number;
  endpunkt_id: number;
  url: string;
  geheimnis: string;
  ereignis_id: string;
  typ: string;
  mandant_id: number;
  daten: Record<string, unknown>;
  erstellt: Date | string;
}

/** A claim lasts this long past the timeout: a worker that died meanwhile leaves the row to the others after it. */
const LEASE_MARGIN_MS = 30_000;
/** Events, deliveries and log entries are kept this long (a finished delivery's log answers questions for a month). */
export const KEEP_DAYS = 30;
/** How often a worker removes what is older. */
const PRUNE_EVERY_MS = 3_600_000;

/** Removes events older than {@link KEEP_DAYS} without an open delivery (their deliveries and log go with them) and old test attempts. */
export async function prune(db: Db, at: Date): Promise<void> {
  const before = new Date(at.getTime() - KEEP_DAYS * 86_400_000).toISOString();
  await db.query(
    `DELETE FROM webhook_ereignis ev WHERE ev.erstellt < $1
        AND NOT EXISTS (SELECT 1 FROM webhook_zustellung z WHERE z.ereignis_id = ev.id AND z.status = 'offen')`,
    [before],
  );
  await db.query('DELETE FROM webhook_versuch WHERE zustellung_id IS NULL AND zeitpunkt < $1', [before]);
}

/**
 * Claims due deliveries of active endpoints: FOR UPDATE SKIP LOCKED lets several server processes claim side by side
 * without waiting on each other, and the lease (gesperrt_bis) keeps a claimed row from the others while it is sent,
 * outside any transaction.
 */
async function claim(db: Db, at: Date, leaseMs: number, batch: number): Promise<Claimed[]> {
  const { rows } = await db.query<Claimed>(
    `WITH c AS (
       UPDATE webhook_zustellung z SET gesperrt_bis = $1::timestamptz + make_interval(secs => $2::int / 1000.0)
        WHERE z.id IN (SELECT w.id FROM webhook_zustellung w JOIN webhook_endpunkt e ON e.id = w.endpunkt_id AND e.aktiv
                        WHERE w.status = 'offen' AND w.naechster_versuch <= $1 AND (w.gesperrt_bis IS NULL OR w.gesperrt_bis <= $1)
                        ORDER BY w.naechster_versuch, w.id LIMIT $3 FOR UPDATE OF w SKIP LOCKED)
       RETURNING z.id, z.versuche, z.endpunkt_id, z.ereignis_id)
     SELECT c.id::text, c.versuche, c.endpunkt_id, e.url, e.geheimnis, c.ereignis_id::text, ev.typ, ev.mandant_id, ev.daten, ev.erstellt
       FROM c JOIN webhook_endpunkt e ON e.id = c.endpunkt_id JOIN webhook_ereignis ev ON ev.id = c.ereignis_id
      ORDER BY c.id`,
    [at.toISOString(), leaseMs, batch],
  );
  return rows;
}

/** The body of a stored event. */
export function eventBody(row: Pick<Claimed, 'ereignis_id' | 'typ' | 'mandant_id' | 'daten' | 'erstellt'>): EventBody {
  return {
    id: `evt_${row.ereignis_id}`,
    typ: row.typ,
    erstellt: new Date(row.erstellt).toISOString(),
    mandantId: row.mandant_id,
    daten: row.daten,
  };
}

/** Sends one claimed delivery and records the attempt, its outcome and the next attempt (or the final state). */
async function deliver(db: Db, row: Claimed, options: WorkerOptions): Promise<void> {
  const at = options.now();
  const attempt = row.versuche + 1;
  const { body, headers } = request(row.geheimnis, eventBody(row), at, row.id);
  const result = await send(row.url, body, headers, options);
  const ok = delivered(result.code);
  const next = ok ? null : nextAttempt(attempt, at);
  const status = ok ? 'zugestellt' : next ? 'offen' : 'fehlgeschlagen';
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_versuch (endpunkt_id, zustellung_id, typ, nummer, zeitpunkt, antwortcode, fehler, dauer_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.endpunkt_id, row.id, row.typ, attempt, at.toISOString(), result.code, result.error, result.ms],
    );
    await tx.query(
      'UPDATE webhook_zustellung SET versuche = $2, status = $3, naechster_versuch = $4, gesperrt_bis = NULL WHERE id = $1',
      [row.id, attempt, status, next?.toISOString() ?? null],
    );
  });
}

/** The delivery worker of one server process: `tick` delivers what is due; `stop` ends the timer and waits for a tick. */
export interface WebhookWorker {
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the queue as background work (server/db/priority.ts: users' statements go first), one delivery after the
 * other with a background turn between; a running tick is finished on stop, so the database can close.
 */
export function createWebhookWorker(db: Db, options: WorkerOptions): WebhookWorker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const leaseMs = options.timeoutMs + LEASE_MARGIN_MS;
  let pruned = -Infinity;
  const run = () =>
    inBackground(async () => {
      let count = 0;
      const at = options.now();
      if (at.getTime() - pruned >= PRUNE_EVERY_MS) {
        pruned = at.getTime();
        await prune(db, at);
      }
      for (;;) {
        const rows = await claim(db, options.now(), leaseMs, options.batch ?? 10);
        for (const row of rows) {
          // One failed record (its endpoint deleted meanwhile) must not stop the others; the claim runs out.
          await deliver(db, row, options).then(
            () => count++,
            (err: unknown) => options.onError?.(err),
          );
          await backgroundTurn();
        }
        if (stopped || rows.length < (options.batch ?? 10)) return count;
      }
    });
  const tick = () => {
    if (stopped) return Promise.resolve(0);
    if (!running)
      running = run().finally(() => {
        running = null;
      });
    return running;
  };
  const timer = options.pollMs
    ? setInterval(() => void tick().catch((err) => options.onError?.(err)), options.pollMs)
    : undefined;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
