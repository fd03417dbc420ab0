import { readFileSync } from 'node:fs';
import { DATA_DIR } from './paths';

/** One row of the gefahrgut table (one per UN number; id = the UN number). */
export interface AdrEntry {
  id: number;
  unnr: string;
  bezeichnung: string;
  bezeichnungEn: string;
  suchtext: string;
  klasse: string;
  klassifizierung: string | null;
  gefahrzettel: string;
  tunnel: string | null;
}

interface SourceEntry {
  number: string;
  description: string;
  class: string;
  classCode?: string;
  tunnel?: string;
}

/** ADR edition the UNECE list of server/data/adr reflects. */
export const ADR_VERSION = 'ADR 2025';

// Class 2 labels depend on the classification code: F flammable (2.1), T toxic (2.3), else 2.2.
function label(klasse: string, code: string | null): string {
  if (klasse !== '2' || !code) return klasse;
  if (code.includes('T')) return '2.3';
  return code.includes('F') ? '2.1' : '2.2';
}

/**
 * Reads the UN numbers; entries no longer in use (class "?" or a negative class) are left out.
 * The official names are English; the most common ones get their German ADR name from names.de.json.
 */
export function readAdr(): AdrEntry[] {
  const source = JSON.parse(readFileSync(`${DATA_DIR}/adr/un-numbers.json`, 'utf8')) as SourceEntry[];
  const german = JSON.parse(readFileSync(`${DATA_DIR}/adr/names.de.json`, 'utf8')) as Record<string, string>;
  return source
    .filter((e) => /^\d{4}$/.test(e.number) && /^\d(\.\d)?$/.test(e.class))
    .map((e) => {
      const bezeichnung = german[e.number] ?? e.description;
      const klassifizierung = e.classCode?.trim() || null;
      return {
        id: Number(e.number),
        unnr: e.number,
        bezeichnung,
        bezeichnungEn: e.description,
        // Both names are searchable: German users type "Benzin", the UNECE list says "PETROL".
        suchtext: `${bezeichnung} ${e.description}`.toLocaleLowerCase('de-DE'),
        klasse: e.class,
        klassifizierung,
        gefahrzettel: label(e.class, klassifizierung),
        tunnel: e.tunnel?.trim() || null,
      };
    });
}
