import type { Db } from '../types';

// Each demo tenant's own postal address (real postcode/place pairs of the shipped place data).
const ADDRESSES: Record<
  string,
  { strasse: string; hausnummer: string; plz: string; ort: string; lkz: string; telefon: string; nr: string }
> = {
  'Spedition Nordlicht GmbH': {
    strasse: 'Am Sandtorkai',
    hausnummer: '41',
    plz: '20457',
    ort: 'Hamburg Neustadt',
    lkz: 'DE',
    telefon: '+49 40 3006100',
    nr: '700001',
  },
  'Nordlicht Logistik Hamburg': {
    strasse: 'Waltershofer Damm',
    hausnummer: '12',
    plz: '21129',
    ort: 'Hamburg Waltershof',
    lkz: 'DE',
    telefon: '+49 40 7401200',
    nr: '700002',
  },
  'Nordlicht Logistik Bremen': {
    strasse: 'Überseetor',
    hausnummer: '5',
    plz: '28197',
    ort: 'Bremen',
    lkz: 'DE',
    telefon: '+49 421 5203300',
    nr: '700003',
  },
  'Bäckerei Sonnenschein KG': {
    strasse: 'Lister Meile',
    hausnummer: '27',
    plz: '30159',
    ort: 'Hannover',
    lkz: 'DE',
    telefon: '+49 511 3409400',
    nr: '700004',
  },
  'Papenburg Handelslogistik': {
    strasse: 'Hauptkanal rechts',
    hausnummer: '68',
    plz: '26871',
    ort: 'Papenburg',
    lkz: 'DE',
    telefon: '+49 4961 920500',
    nr: '700005',
  },
  'Sievers Spedition KG': {
    strasse: 'Hafenringstraße',
    hausnummer: '9',
    plz: '49074',
    ort: 'Osnabrück',
    lkz: 'DE',
    telefon: '+49 541 3306600',
    nr: '700006',
  },
  'Haalboom Transport B.V.': {
    strasse: 'Hengelosestraat',
    hausnummer: '500',
    plz: '7521',
    ort: 'Enschede',
    lkz: 'NL',
    telefon: '+31 53 4807700',
    nr: '700007',
  },
};

/** Gives every demo tenant without one its own postal address (mandant.adresse_id); repeatable. */
export async function seedTenantAddresses(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number; name: string; land_id: number | null; lkz: string }>(
    `SELECT m.id, m.name, l.id AS land_id, x.lkz
    FROM mandant m JOIN json_to_recordset($1::json) AS x(name text, lkz text) ON x.name = m.name LEFT JOIN land l ON l.lkz = x.lkz
    WHERE m.adresse_id IS NULL`,
    [JSON.stringify(Object.entries(ADDRESSES).map(([name, a]) => ({ name, lkz: a.lkz })))],
  );
  for (const tenant of rows) {
    const a = ADDRESSES[tenant.name];
    const daten = {
      fremdnummer: a.nr,
      name: tenant.name,
      strasse: a.strasse,
      hausnummer: a.hausnummer,
      plz: a.plz,
      ort: a.ort,
      lkz: a.lkz,
      land: tenant.land_id ? { id: tenant.land_id, lkz: a.lkz } : null,
      telefon: a.telefon,
      typ: 'versender',
      einmaladresse: false,
      unsichtbar: false,
    };
    const {
      rows: [address],
    } = await db.query<{ id: number }>(
      `INSERT INTO adresse (mandant_id, fremdnummer, name, plz, ort, suchtext, daten)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        tenant.id,
        a.nr,
        tenant.name,
        a.plz,
        a.ort,
        [a.nr, tenant.name, a.plz, a.ort, a.strasse].join(' ').toLowerCase(),
        JSON.stringify(daten),
      ],
    );
    await db.query('UPDATE mandant SET adresse_id = $2 WHERE id = $1', [tenant.id, address.id]);
  }
}
