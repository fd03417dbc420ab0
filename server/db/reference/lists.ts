import { readFileSync } from 'node:fs';
import { DATA_DIR } from './paths';

type Code = [id: number, kurz: string, lang: string];

/** The lists of server/data/reference.de.json (tuples keep the file compact). */
export interface ReferenceLists {
  laender: [id: number, lkz: string, bezeichnung: string, plzlaenge: number][];
  sprachen: [id: number, bezeichnung: string, iso: string, isDefault: boolean][];
  stati: [id: number, kurz: string][];
  waehrungen: [id: number, kurz: string, bezeichnung: string][];
  eigentuemer: [id: number, name: string][];
  terminkennzeichen: Code[];
  metrokennungen: Code[];
  zustellkennzeichen: Code[];
  anlieferkennzeichen: Code[];
  frankaturen: Code[];
  verkehrsarten: Code[];
  sperrigkeiten: Code[];
  lademittel: [id: number, bezkurz: string, kurz: string, lang: string, ggvs: boolean][];
  verpackungen: [id: number, kurz: string, lang: string, ggvs: boolean][];
  /** Per demo tenant (by name): the entries of each per-tenant list it uses. */
  mandanten: Record<string, Partial<Record<TenantList, number[]>>>;
}

/** Per-tenant lists: the key in reference.de.json and the table pair in the database. */
export const TENANT_LISTS = {
  zustellkennzeichen: 'zustellkennzeichen',
  anlieferkennzeichen: 'anlieferkennzeichen',
  frankaturen: 'frankatur',
  verkehrsarten: 'verkehrsart',
  sperrigkeiten: 'sperrigkeit',
  lademittel: 'lademittel',
  verpackungen: 'verpackung',
} as const;

/** Name of a per-tenant list in reference.de.json. */
export type TenantList = keyof typeof TENANT_LISTS;

/** Global code lists (id, kurzBezeichnung, langBezeichnung): JSON key → table. */
export const CODE_LISTS = {
  terminkennzeichen: 'terminkennzeichen',
  metrokennungen: 'metrokennung',
  zustellkennzeichen: 'zustellkennzeichen',
  anlieferkennzeichen: 'anlieferkennzeichen',
  frankaturen: 'frankatur',
  verkehrsarten: 'verkehrsart',
  sperrigkeiten: 'sperrigkeit',
} as const;

/** Reads server/data/reference.de.json. */
export function readReferenceLists(): ReferenceLists {
  return JSON.parse(readFileSync(`${DATA_DIR}/reference.de.json`, 'utf8')) as ReferenceLists;
}
