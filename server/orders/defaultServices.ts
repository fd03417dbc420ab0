import type { Db } from '../db';

type Row = {
  id: number;
  spez_num: number;
  bezeichnung: string;
  bezkurz: string;
  typ: string;
  wert: string | null;
  hinweis: string | null;
  editable: boolean;
  default_service: boolean;
  attribut_name: string | null;
  kostenpfl: boolean;
  aw_sperre: boolean;
  background_color: string | null;
};

/** The service list of a tenant: its own rows, else its main tenant's, else the standard catalogue (mandant_id null). */
async function sourceTenant(db: Db, mandantId: number): Promise<number | null> {
  const {
    rows: [row],
  } = await db.query<{ id: number | null }>(
    `SELECT (
      SELECT t.id FROM mandant m JOIN mandant t ON t.id IN (m.id, m.hauptmandant_id)
       WHERE m.id = $1 AND EXISTS (SELECT 1 FROM auftragdefaultservice s WHERE s.mandant_id = t.id)
       ORDER BY t.id = m.id DESC LIMIT 1) AS id`,
    [mandantId],
  );
  return row?.id ?? null;
}

/** Default services of a tenant in the shape of the Service entity, ordered as the form lists them; defaults start active. */
export async function defaultServices(db: Db, mandantId: number): Promise<Record<string, unknown>[]> {
  const source = await sourceTenant(db, mandantId);
  const { rows } = await db.query<Row>(
    `SELECT id, spez_num, bezeichnung, bezkurz, typ, wert, hinweis, editable, default_service, attribut_name,
      kostenpfl, aw_sperre, background_color FROM auftragdefaultservice WHERE mandant_id IS NOT DISTINCT FROM $1 ORDER BY anzeigefolge, spez_num`,
    [source],
  );
  return rows.map((r) => ({
    id: r.id,
    elementId: `service_${r.spez_num}`,
    bezeichnung: r.bezeichnung,
    bezkurz: r.bezkurz,
    typ: r.typ,
    spez_num: r.spez_num,
    wert: r.wert,
    hinweis: r.hinweis,
    active: r.default_service,
    editable: r.editable,
    defaultService: r.default_service,
    attributName: r.attribut_name,
    isKostenpfl: r.kostenpfl,
    awSperre: r.aw_sperre,
    backgroundColor: r.background_color,
  }));
}
