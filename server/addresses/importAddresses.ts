import { backgroundTurn, inBackground, type Db } from '../db';
import { addressSearchText, cleanAddress } from './repository';

type Json = Record<string, unknown>;

/**
 * Rows per INSERT of an import: 100 addresses with their search index entries hold the database for a few milliseconds,
 * so a user's statement waits for at most one batch (one INSERT of 10,000 rows held PGlite's single thread for seconds).
 */
export const IMPORT_BATCH = 100;

const INSERT = `INSERT INTO adresse (mandant_id, fremdnummer, name, plz, ort, suchtext, daten)
    SELECT $1, fremdnummer, name, plz, ort, suchtext, daten FROM json_to_recordset($2::json)
      AS x(fremdnummer text, name text, plz text, ort text, suchtext text, daten jsonb) RETURNING id`;

/** An import row as the columns and document it is stored as. */
function toRecord(row: Json) {
  // Empty CSV cells are no values.
  const a = cleanAddress(Object.fromEntries(Object.entries(row).filter(([, v]) => v !== '' && v !== null)));
  return {
    fremdnummer: a.fremdnummer ?? null,
    name: a.name,
    plz: a.plz ?? null,
    ort: a.ort ?? null,
    suchtext: addressSearchText(a),
    daten: a,
  };
}

/**
 * Stores checked import rows for one tenant batch by batch as background work ({@link inBackground}: users' statements go
 * first), all or nothing: when a batch fails, the batches stored before it are deleted again and the error passes on.
 * Other users may see the first batches while the import runs (docs/decisions.md). Answers the new addresses' ids.
 */
export async function importAddresses(
  db: Db,
  mandantId: number,
  rows: Json[],
  batchSize = IMPORT_BATCH,
): Promise<number[]> {
  const stored: number[] = [];
  try {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = JSON.stringify(rows.slice(start, start + batchSize).map(toRecord));
      const { rows: ids } = await inBackground(() => db.query<{ id: number }>(INSERT, [mandantId, batch]));
      stored.push(...ids.map((r) => r.id));
      // Requests that arrived meanwhile are served before the next batch.
      await backgroundTurn();
    }
    return stored;
  } catch (error) {
    if (stored.length)
      await db.query('DELETE FROM adresse WHERE mandant_id = $1 AND id = ANY($2::int[])', [mandantId, stored]);
    throw error;
  }
}
