import type { Db } from '../types';

type Extra = [
  spezNum: number,
  bezeichnung: string,
  bezkurz: string,
  typ: string,
  wert: string | null,
  kostenpfl: boolean,
  anzeigefolge: number,
];

// Demo tenants with a list of their own (the others use the standard catalogue of migration 0007):
// the main tenant's list is inherited by Hamburg and Bremen; keep = catalogue numbers taken over (all when absent).
const TENANT_SERVICES: Record<string, { keep?: number[]; extras: Extra[]; active?: number[] }> = {
  'Spedition Nordlicht GmbH': { extras: [[18, 'Sendungsverfolgung per SMS', 'SMS-Avis', 'text', null, false, 35]] },
  'Bäckerei Sonnenschein KG': { keep: [11, 12, 13, 14, 30], active: [13], extras: [] },
  'Sievers Spedition KG': {
    extras: [
      [20, 'Zollabfertigung Export', 'Zoll', 'Logisch', null, true, 95],
      [21, 'Temperaturgeführt +2 bis +8 °C', 'Kühlung', 'Logisch', null, true, 96],
    ],
  },
};

/** Gives the demo tenants their own default services (catalogue copies plus extras); skips tenants that already have some. */
export async function seedDefaultServices(db: Db): Promise<void> {
  for (const [name, spec] of Object.entries(TENANT_SERVICES)) {
    const {
      rows: [tenant],
    } = await db.query<{ id: number }>(
      'SELECT m.id FROM mandant m WHERE m.name = $1 AND NOT EXISTS (SELECT 1 FROM auftragdefaultservice s WHERE s.mandant_id = m.id)',
      [name],
    );
    if (!tenant) continue;
    await db.query(
      `INSERT INTO auftragdefaultservice (mandant_id, spez_num, bezeichnung, bezkurz, typ, wert, hinweis, editable, default_service,
        attribut_name, kostenpfl, aw_sperre, background_color, anzeigefolge)
      SELECT $1, spez_num, bezeichnung, bezkurz, typ, CASE WHEN spez_num = ANY($3::int[]) THEN 'true' ELSE wert END, hinweis, editable,
        default_service OR spez_num = ANY($3::int[]), attribut_name, kostenpfl, aw_sperre, background_color, anzeigefolge
      FROM auftragdefaultservice WHERE mandant_id IS NULL AND ($2::int[] IS NULL OR spez_num = ANY($2::int[]))`,
      [tenant.id, spec.keep ?? null, spec.active ?? []],
    );
    for (const [spezNum, bezeichnung, bezkurz, typ, wert, kostenpfl, folge] of spec.extras) {
      await db.query(
        `INSERT INTO auftragdefaultservice (mandant_id, spez_num, bezeichnung, bezkurz, typ, wert, kostenpfl, anzeigefolge)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tenant.id, spezNum, bezeichnung, bezkurz, typ, wert, kostenpfl, folge],
      );
    }
  }
}
