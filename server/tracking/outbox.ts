import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../mail';
import { statusMail, type TrackingStage } from './mails';

/** How long a process holds a row while it sends (another process takes it over after that). */
const LEASE = '2 minutes';
/** Attempts before a mail is given up (verworfen 'fehlgeschlagen'). */
export const MAX_ATTEMPTS = 8;
/** Rows a round takes at most. */
const BATCH = 20;

type Due = {
  id: number;
  auftrag_id: number;
  stufe: TrackingStage;
  empfaenger: string;
  versuche: number;
  mandant_id: number;
  token: string;
  abgemeldet: boolean;
  ort: string | null;
  plz: string | null;
};

/** Seconds until the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** What a round did: mails sent, rows set aside (unsubscribed, switch off, given up), failed attempts. */
export interface RoundResult {
  sent: number;
  dropped: number;
  failed: number;
}

/**
 * One round of the outbox: leases the due rows (SKIP LOCKED: processes never take the same row), then per row sends
 * the mail, or sets it aside when the recipient unsubscribed or the tenant's switch isShowTTMailAdress is off
 * (account-admin.md §6: it shows the track-and-trace mail field), or schedules the next attempt after an error.
 */
export async function deliverDueMails(db: Db, mailer: Mailer, publicUrl: string): Promise<RoundResult> {
  const { rows } = await db.query<Due>(
    `WITH due AS (
       SELECT id FROM sendungsverfolgung_mail
        WHERE gesendet IS NULL AND verworfen IS NULL AND naechster_versuch <= now()
          AND (gesperrt_bis IS NULL OR gesperrt_bis < now())
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     UPDATE sendungsverfolgung_mail m SET gesperrt_bis = now() + interval '${LEASE}', versuche = m.versuche + 1
       FROM due, auftrag a, sendungsverfolgung v
      WHERE m.id = due.id AND a.id = m.auftrag_id AND v.auftrag_id = m.auftrag_id
     RETURNING m.id, m.auftrag_id, m.stufe, m.empfaenger, m.versuche, a.mandant_id, v.token,
               v.abgemeldet IS NOT NULL AS abgemeldet, a.daten->'empfaenger'->>'ort' AS ort,
               a.daten->'empfaenger'->>'plz' AS plz`,
  );
  const result: RoundResult = { sent: 0, dropped: 0, failed: 0 };
  const switches = new Map<number, boolean>();
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    if (!switches.has(row.mandant_id))
      switches.set(row.mandant_id, (await resolveClientConfig(db, row.mandant_id)).isShowTTMailAdress === 'true');
    const drop = row.abgemeldet ? 'abgemeldet' : switches.get(row.mandant_id) ? null : 'ausgeschaltet';
    if (drop) {
      await db.query('UPDATE sendungsverfolgung_mail SET verworfen = $2, gesperrt_bis = NULL WHERE id = $1', [
        row.id,
        drop,
      ]);
      result.dropped++;
      continue;
    }
    const place = [row.plz, row.ort].filter(Boolean).join(' ');
    try {
      await mailer.send(statusMail(row.stufe, row.empfaenger, place, row.token, publicUrl, row.auftrag_id));
      await db.query('UPDATE sendungsverfolgung_mail SET gesendet = now(), gesperrt_bis = NULL WHERE id = $1', [
        row.id,
      ]);
      result.sent++;
    } catch (error) {
      const givenUp = row.versuche >= MAX_ATTEMPTS;
      await db.query(
        `UPDATE sendungsverfolgung_mail SET gesperrt_bis = NULL, letzter_fehler = left($2, 500),
           verworfen = CASE WHEN $3 THEN 'fehlgeschlagen' END, naechster_versuch = now() + make_interval(secs => $4)
         WHERE id = $1`,
        [row.id, error instanceof Error ? error.message : String(error), givenUp, retryDelaySeconds(row.versuche)],
      );
      if (givenUp) result.dropped++;
      else result.failed++;
    }
  }
  return result;
}
