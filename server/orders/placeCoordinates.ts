import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DATA_DIR } from '../db/reference/paths';
import { parseCsv, plzKey, POSTAL_COUNTRIES } from '../db/reference/postalCodes';

/** Latitude and longitude of a postcode in degrees. */
export interface Coordinates {
  breite: number;
  laenge: number;
}

const byCountry = new Map<string, Map<string, Coordinates>>();

/**
 * The postcodes of a country's GeoNames file (server/data/postal-codes, CC BY 4.0) with their coordinates; a postcode
 * listed for several places gets the first place's (they lie a few kilometres apart, enough for an overview map). Read
 * once per country on first use.
 */
function countryCoordinates(cc: string): Map<string, Coordinates> {
  const known = byCountry.get(cc);
  if (known) return known;
  const map = new Map<string, Coordinates>();
  if ((POSTAL_COUNTRIES as readonly string[]).includes(cc)) {
    const rows = parseCsv(gunzipSync(readFileSync(`${DATA_DIR}/postal-codes/${cc}.csv.gz`)).toString('utf8')).slice(1);
    for (const row of rows) {
      const key = plzKey((cc === 'LU' ? row[1]?.replace(/^L-/, '') : row[1]) ?? '');
      const breite = Number(row[9]);
      const laenge = Number(row[10]);
      if (key && !map.has(key) && Number.isFinite(breite) && Number.isFinite(laenge) && row[9] !== '')
        map.set(key, { breite, laenge });
    }
  }
  byCountry.set(cc, map);
  return map;
}

/** The coordinates of a postcode in a country (ISO alpha-2), or null when the shipped directory does not know it. */
export function postcodeCoordinates(
  lkz: string | null | undefined,
  plz: string | null | undefined,
): Coordinates | null {
  if (!lkz || !plz) return null;
  return countryCoordinates(lkz.trim().toUpperCase()).get(plzKey(plz.trim())) ?? null;
}
