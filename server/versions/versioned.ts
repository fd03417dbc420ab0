import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';

/** The tables whose rows carry a version (migrations 0012 and 0019), with the column of their last change time. */
const CHANGED_AT = {
  auftrag: 'geaendert',
  adresse: 'geaendert',
  auftragsvorlage: 'geaendert',
  benutzer: 'changed',
  mandant: 'geaendert',
  anzeigestatus: 'geaendert',
  sendungsstatus: 'geaendert',
} as const;
/** A versioned table. */
export type VersionedTable = keyof typeof CHANGED_AT;

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Europe/Berlin, as the portal shows times. */
export function berlinTime(value: Date | string): string {
  const part = Object.fromEntries(BERLIN.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/**
 * The version a save is based on (the body's `version`): 400 on field `version` when it is required and missing; undefined
 * when optional and missing (the save then overwrites blindly, docs/security.md).
 */
export function sentVersion(body: Record<string, unknown>, required: boolean): number | undefined {
  const version = body.version;
  if (typeof version === 'number') return version;
  if (required) {
    throw new HttpProblem(400, [
      notification('datensatz.versionFehlt', translate('datensatz.versionFehlt'), {
        header: translate('datensatz.geaendertKopf'),
        fieldname: 'version',
      }),
    ]);
  }
  return undefined;
}

/** The 409 of a save based on an old version: who changed the record last and when (no user recorded: 'einem anderen Benutzer'). */
export async function staleVersion(db: Db, table: VersionedTable, id: number): Promise<HttpProblem> {
  const {
    rows: [row],
  } = await db.query<{ name: string | null; changed: Date | string }>(
    `SELECT b.name, t.${CHANGED_AT[table]} AS changed FROM ${table} t LEFT JOIN benutzer b ON b.id = t.aenderer_id WHERE t.id = $1`,
    [id],
  );
  const user = row?.name ?? translate('datensatz.andererBenutzer');
  const message = translate('datensatz.geaendert', user, berlinTime(row?.changed ?? new Date()));
  return new HttpProblem(409, [
    notification('datensatz.geaendert', message, {
      header: translate('datensatz.geaendertKopf'),
      fieldname: 'version',
    }),
  ]);
}

/** Answers 409 at once when the stored version is not the one the save is based on (before the save's checks run). */
export async function checkVersion(
  db: Db,
  table: VersionedTable,
  id: number,
  stored: number,
  sent: number | undefined,
): Promise<void> {
  if (sent !== undefined && sent !== stored) throw await staleVersion(db, table, id);
}

/**
 * Runs `UPDATE <table> SET … WHERE id = $1` only where the row still has the version the save is based on (appended as
 * `AND version = $n`, atomic: of two concurrent saves of one version exactly one changes the row), else 409. The trigger of
 * migration 0012 raises the version; without a sent version the update is unconditional.
 */
export async function versionedUpdate(
  db: Db,
  table: VersionedTable,
  sql: string,
  params: unknown[],
  sent: number | undefined,
): Promise<void> {
  const id = params[0] as number;
  const { rows } = await db.query(
    `${sql} AND ($${params.length + 1}::int IS NULL OR version = $${params.length + 1}) RETURNING id`,
    [...params, sent ?? null],
  );
  if (!rows.length) throw await staleVersion(db, table, id);
}
