import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { DATA_DIR } from './paths';

/** One place of the postcode directory, normalised for the prefix searches. */
export interface PostalPlace {
  plz: string;
  plzKey: string;
  ortsname: string;
  suchname: string;
}

/** Countries whose GeoNames file ships in server/data/postal-codes: Germany and all its neighbours. */
export const POSTAL_COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'LU', 'BE', 'NL', 'DK', 'PL', 'CZ'] as const;

const MAX_PLZ = 9;
const MAX_ORT = 35;

// German "Großkunden" postcodes name companies and authorities instead of places ("HUK-Coburg", "Finanzamt Velbert").
// The GeoNames DE file marks them itself: their state code is numeric ("01"), a place's is the letter code ("BW").
// A name list cannot tell them apart (it let "Amazon" through and dropped Kassel and Neumarkt).
const PLACE_STATE_CODE = /^[A-Z]{2}$/;

/** Whether a row of the DE file (country, zipcode, place, state, state_code, …) is a company or authority postcode. */
export function isCompanyPostcode(row: string[]): boolean {
  return !PLACE_STATE_CODE.test(row[4] ?? '');
}

/** Parses the GeoNames CSV into records (csv-parse: quoted fields with commas, doubled quotes and line breaks occur in the DE file). */
export function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
}

/** Postcode as stored: Luxembourg's "L-" prefix dropped, everything else as the post writes it. */
const normalisePlz = (cc: string, plz: string) => (cc === 'LU' ? plz.replace(/^L-/, '') : plz).trim();
/** Search key of a postcode: without blanks and dashes, so "59-700", "59700" and "597" all match. */
export const plzKey = (plz: string) => plz.replace(/[\s-]/g, '').toUpperCase();
/** Search key of a name; folded in JavaScript because lower() folds only ASCII under the C locale. */
export const searchName = (name: string) => name.toLocaleLowerCase('de-DE');

/**
 * Reads server/data/postal-codes/<cc>.csv.gz: one entry per (postcode, place). Skipped: DE company
 * postcodes, French CEDEX (business) codes and postcodes longer than 9 characters; names longer than
 * 35 characters (the address field's limit) are cut there.
 */
export function readPostalCodes(cc: string): PostalPlace[] {
  const text = gunzipSync(readFileSync(`${DATA_DIR}/postal-codes/${cc}.csv.gz`)).toString('utf8');
  const rows = parseCsv(text)
    .slice(1)
    .filter((r) => r.length > 2);
  const seen = new Set<string>();
  const places: PostalPlace[] = [];
  for (const row of rows) {
    const [, rawPlz = '', rawName = ''] = row;
    const plz = normalisePlz(cc, rawPlz);
    const ortsname = rawName.trim().slice(0, MAX_ORT).trim();
    if (!plz || !ortsname || plz.length > MAX_PLZ || /CEDEX/i.test(plz)) continue;
    if (cc === 'DE' && isCompanyPostcode(row)) continue;
    const key = `${plz}\t${ortsname}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ plz, plzKey: plzKey(plz), ortsname, suchname: searchName(ortsname) });
  }
  return places;
}

/** Where a postcode lies: the mean of its places' GeoNames coordinates, with the first place's name. */
export interface PostalPoint {
  plz: string;
  ortsname: string;
  lat: number;
  lon: number;
}

/**
 * Reads the coordinates of server/data/postal-codes/<cc>.csv.gz by postcode search key (the same rows as
 * readPostalCodes: DE company postcodes and CEDEX codes left out); a postcode with several places gets their mean.
 */
export function readPostalPoints(cc: string): Map<string, PostalPoint> {
  const text = gunzipSync(readFileSync(`${DATA_DIR}/postal-codes/${cc}.csv.gz`)).toString('utf8');
  const sums = new Map<string, PostalPoint & { n: number }>();
  for (const row of parseCsv(text).slice(1)) {
    const plz = normalisePlz(cc, row[1] ?? '');
    const lat = Number(row[9]);
    const lon = Number(row[10]);
    if (!plz || plz.length > MAX_PLZ || /CEDEX/i.test(plz) || !row[9] || !Number.isFinite(lat + lon)) continue;
    if (cc === 'DE' && isCompanyPostcode(row)) continue;
    const key = plzKey(plz);
    const sum = sums.get(key);
    if (sum) Object.assign(sum, { lat: sum.lat + lat, lon: sum.lon + lon, n: sum.n + 1 });
    else sums.set(key, { plz, ortsname: (row[2] ?? '').trim(), lat, lon, n: 1 });
  }
  return new Map(
    [...sums].map(([key, s]) => [key, { plz: s.plz, ortsname: s.ortsname, lat: s.lat / s.n, lon: s.lon / s.n }]),
  );
}
