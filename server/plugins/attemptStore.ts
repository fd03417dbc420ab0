import type { Db } from '../db';

/** One counter after an attempt: the attempts in its window and when that window began (ms, server clock). */
export interface AttemptCount {
  key: string;
  hits: number;
  windowStart: number;
}

/** Counters of attempts per key and window, in the database, so every server process counts against one budget. */
export interface AttemptStore {
  /** Counts one attempt on each key; a key whose window is over starts a new one with this attempt. */
  hit(keys: string[], windowMs: number): Promise<AttemptCount[]>;
  /** Takes back attempts counted by hit (a login that succeeded, an attempt refused before it ran). */
  refund(counts: AttemptCount[]): Promise<void>;
}

/**
 * Table versuch_zaehler (migration 0017): one upsert per attempt, atomic per key on PostgreSQL, so parallel attempts
 * on several processes cannot all pass. Time comes from `now` (the tests' fake clock), not from the database.
 */
export function createAttemptStore(db: Db, now = () => Date.now()): AttemptStore {
  let sweptAt = 0;
  return {
    async hit(keys, windowMs) {
      const at = now();
      // Counters whose window is long over are of no use; swept at most once per window by each process.
      if (at - sweptAt >= windowMs) {
        sweptAt = at;
        await db.query('DELETE FROM versuch_zaehler WHERE fenster_beginn < $1', [at - 10 * windowMs]);
      }
      const { rows } = await db.query<{ schluessel: string; anzahl: number; fenster_beginn: string }>(
        `INSERT INTO versuch_zaehler AS z (schluessel, fenster_beginn, anzahl)
           SELECT k, $2::bigint, 1 FROM unnest($1::text[]) AS k
         ON CONFLICT (schluessel) DO UPDATE SET
           fenster_beginn = CASE WHEN z.fenster_beginn + $3::bigint <= $2::bigint THEN $2::bigint ELSE z.fenster_beginn END,
           anzahl = CASE WHEN z.fenster_beginn + $3::bigint <= $2::bigint THEN 1 ELSE z.anzahl + 1 END
         RETURNING schluessel, fenster_beginn, anzahl`,
        [keys, at, windowMs],
      );
      return rows.map((r) => ({ key: r.schluessel, hits: r.anzahl, windowStart: Number(r.fenster_beginn) }));
    },
    async refund(counts) {
      if (!counts.length) return;
      const keys = counts.map((c) => c.key);
      await db.query(
        `UPDATE versuch_zaehler z SET anzahl = z.anzahl - 1
           FROM unnest($1::text[], $2::bigint[]) AS r(k, w)
          WHERE z.schluessel = r.k AND z.fenster_beginn = r.w AND z.anzahl > 0`,
        [keys, counts.map((c) => c.windowStart)],
      );
      // An empty window must not stay: the next failure starts its own full window.
      await db.query('DELETE FROM versuch_zaehler WHERE schluessel = ANY($1::text[]) AND anzahl <= 0', [keys]);
    },
  };
}
