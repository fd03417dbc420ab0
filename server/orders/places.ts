import type { Db } from '../db';
import type { SessionClaims } from '../auth';
import { orderNotFound, readableTenants } from './access';
import { postcodeCoordinates } from './placeCoordinates';

type Address = { plz?: string | null; ort?: string | null; lkz?: string | null } | null;

/** A pick-up or delivery place with its postcode's coordinates (schema Auftragsort). */
export interface OrderPlace {
  plz: string | null;
  ort: string | null;
  lkz: string | null;
  breite: number | null;
  laenge: number | null;
}

/** The pick-up and delivery place of an order (schema of GET /api/auftraege/orte/{auftraegeIds}). */
export interface OrderPlaces {
  id: number;
  abholung: OrderPlace | null;
  zustellung: OrderPlace | null;
}

function place(address: Address): OrderPlace | null {
  if (!address || (!address.plz && !address.ort)) return null;
  const at = postcodeCoordinates(address.lkz, address.plz);
  return {
    plz: address.plz ?? null,
    ort: address.ort ?? null,
    lkz: address.lkz ?? null,
    breite: at?.breite ?? null,
    laenge: at?.laenge ?? null,
  };
}

/**
 * The places of the orders: pick-up at the different collector if the order names one, else at the sender; delivery at
 * the different consignee, else the consignee. An order the caller may not read, or that does not exist, makes it a 404
 * for all (foreign and missing look the same, as for one order).
 */
export async function orderPlaces(db: Db, session: SessionClaims, ids: number[]): Promise<OrderPlaces[]> {
  const tenants = await readableTenants(db, session);
  const { rows } = await db.query<{ id: number; abholer: Address; absender: Address; empf: Address; abwEmpf: Address }>(
    `SELECT id, daten->'abweichendeAbholer' AS abholer, daten->'absender' AS absender,
            daten->'empfaenger' AS empf, daten->'abweichendeEmpfaenger' AS "abwEmpf"
       FROM auftrag WHERE id = ANY($1::int[]) AND ($2::int[] IS NULL OR mandant_id = ANY($2::int[])) ORDER BY id`,
    [ids, tenants],
  );
  if (rows.length !== new Set(ids).size) throw orderNotFound();
  return rows.map((r) => ({
    id: r.id,
    abholung: place(r.abholer?.plz ? r.abholer : r.absender),
    zustellung: place(r.abwEmpf?.plz ? r.abwEmpf : r.empf),
  }));
}
