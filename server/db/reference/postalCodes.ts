import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
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

// German "Großkunden" postcodes name companies and authorities instead of places ("Commerzbank AG",
// "Finanzamt Leverkusen"); they would drown real places in a place search, so they are skipped.
const LEGAL_FORM = /\b(GmbH|GMBH|mbH|AG|KG|KGaA|SE|eG|e\. ?V\.|OHG|oHG|GbR|Co\.?|Inc|Ltd|S\.A\.|B\.V\.|BKK|DAK|AOK|IG)(\b|$)|&|\d|\b[A-ZÄÖÜ]{4,}\b/;
const ORGANISATION = new RegExp([
  'versicherung', 'versicherer', 'kasse', 'bank\\b', 'banken', 'verlag', 'holding', 'lotto', 'toto', 'telekom',
  'stiftung', 'versand', 'agentur', 'rundfunk', 'postfach', 'gruppe', 'group', 'service', 'center', 'centre',
  'gesellschaft', 'rechenzentrum', 'genossenschaft', 'gericht', 'finanzamt', 'verwaltung', 'landratsamt', 'landrat',
  'rathaus', 'bezirksamt', 'magistrat', 'bürgermeister', 'international', 'deutschland', 'direkt', 'direct',
  'vertrieb', 'werke?\\b', 'anstalt', 'behörde', 'ministerium', 'institut', 'klinik', 'krankenhaus', 'hospital',
  'verband', 'dienst', 'kammer', 'bibliothek', 'museum', 'hochschule', 'universität', 'versorgung', 'zentrale',
  'ärztliche', 'stelle\\b', 'amt\\b', 'beitrag', 'post\\b', 'logistik', 'handel', 'leasing', 'factoring', 'finanz',
  'kredit', 'investment', 'kaufhaus', 'zeitung', 'tagblatt', 'buchhaltung', 'abteilung', 'touristik', 'reisen',
  'markt\\b', 'regierung', 'polizei', 'bundeswehr', 'kaserne', 'flughafen', 'messe\\b', 'wohnstift', 'niederlassung',
  'geschäftsstelle', 'staatsanwaltschaft', 'staatskanzlei', 'kirchenkreis', 'schutzbund', 'landesbetrieb', 'gebr\\.',
  '^kreis ', 'corporate', 'audit', 'solutions', 'management', 'consulting', 'europe',
].join('|'), 'i');

/** Whether a DE place name is a company or authority postcode rather than a place. */
export function isOrganisation(name: string, knownPlaces: Set<string>): boolean {
  if (LEGAL_FORM.test(name) || ORGANISATION.test(name)) return true;
  // "Stadt Lüneburg" is the town hall's postcode when Lüneburg itself is a place; "Stadt Wehlen" is a town.
  const stadt = /^Stadt (.+)$/.exec(name);
  return Boolean(stadt && knownPlaces.has(stadt[1]));
}

/** Splits one CSV line; fields may be quoted and contain commas or doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { fields.push(field); field = ''; } else field += c;
  }
  fields.push(field);
  return fields;
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
  const rows = text.split('\n').slice(1).filter(Boolean).map(splitCsvLine);
  const names = new Set(rows.map((r) => r[2]));
  const seen = new Set<string>();
  const places: PostalPlace[] = [];
  for (const [, rawPlz, rawName] of rows) {
    const plz = normalisePlz(cc, rawPlz);
    const ortsname = rawName.trim().slice(0, MAX_ORT).trim();
    if (!plz || !ortsname || plz.length > MAX_PLZ || /CEDEX/i.test(plz)) continue;
    if (cc === 'DE' && isOrganisation(rawName, names)) continue;
    const key = `${plz}\t${ortsname}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ plz, plzKey: plzKey(plz), ortsname, suchname: searchName(ortsname) });
  }
  return places;
}
