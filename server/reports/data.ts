import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { safeLogo } from '../../schemas/config';
import type { SessionClaims } from '../auth';
import { configDefaults, resolveClientConfig } from '../config';
import type { Db } from '../db';
import { defaultServices, loadOrder, type OrderRow } from '../orders';

type Json = Record<string, unknown>;

/** An address of an order as stored (address shape of account-admin.md). */
export interface Party {
  name?: string;
  zeile2?: string;
  strasse?: string;
  hausnummer?: string;
  lkz?: string;
  plz?: string;
  ort?: string;
  kontakt?: string;
  telefon?: string;
  land?: { lkz?: string };
}
/** A service the order carries, with its name from the tenant's service list. */
export interface ReportService {
  name: string;
  wert: string | null;
}
/** What a report prints of one order: the stored row, its document and looked-up names. */
export interface ReportOrder {
  row: OrderRow;
  nr: string;
  daten: Json;
  services: ReportService[];
  currency: (id: unknown) => string | undefined;
}
/** What a report prints of a tenant: name, logo (SVG text, absent for the portal's own) and GS1 company prefix. */
export interface ReportTenant {
  id: number;
  name: string;
  logoSvg?: string;
  gs1Prefix?: string;
}

const checkout = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The portal's logo files (account-admin.md: clientLogo names a file logos/<name>.svg below the portal path).
const LOGO_DIR = join(checkout, 'app', 'public');

/** The orders of a print job, each read with the caller's rights (a foreign or missing id is 404 like every order read). */
export async function loadReportOrders(db: Db, session: SessionClaims, ids: number[]): Promise<ReportOrder[]> {
  const { rows: currencies } = await db.query<{ id: number; code: string }>(
    'SELECT id, bezeichnung_kurz AS code FROM waehrung',
  );
  const currency = (ref: unknown) => {
    const id = typeof ref === 'object' && ref ? (ref as { id?: unknown }).id : ref;
    const known = (ref as { bezeichnungKurz?: string } | null)?.bezeichnungKurz;
    return known ?? currencies.find((c) => c.id === Number(id))?.code;
  };
  const out: ReportOrder[] = [];
  for (const id of ids) {
    const row = await loadOrder(db, session, id);
    const list = await defaultServices(db, row.mandant_id);
    const sent = (row.daten.auftragServices as { spez_num?: number; wert?: unknown }[] | undefined) ?? [];
    const services = sent
      .filter((s) => s.wert !== undefined && s.wert !== null && s.wert !== '' && s.wert !== 'false')
      .map((s) => {
        const master = list.find((m) => m.spez_num === s.spez_num);
        return {
          name: String(master?.bezeichnung ?? `Service ${s.spez_num}`),
          wert: master?.typ === 'Logisch' ? null : String(s.wert),
        };
      });
    out.push({ row, nr: row.spedeigennr, daten: row.daten, services, currency });
  }
  return out;
}

/** The tenant's name, logo (when it has one of its own) and GS1 prefix (client switch gs1Basisnummer). */
export async function loadReportTenant(db: Db, mandantId: number): Promise<ReportTenant> {
  const {
    rows: [tenant],
  } = await db.query<{ name: string }>('SELECT name FROM mandant WHERE id = $1', [mandantId]);
  const config = await resolveClientConfig(db, mandantId);
  const logo = safeLogo(config.clientLogo);
  const own = logo && logo !== configDefaults().clientLogo ? join(LOGO_DIR, logo) : undefined;
  const gs1 = (config.gs1Basisnummer ?? '').trim();
  return {
    id: mandantId,
    name: tenant?.name ?? '',
    logoSvg: own && existsSync(own) ? readFileSync(own, 'utf8') : undefined,
    gs1Prefix: /^\d{7,10}$/.test(gs1) ? gs1 : undefined,
  };
}

/** The country code of an address. */
export const countryOf = (p: Party | undefined | null): string => (p?.lkz ?? p?.land?.lkz ?? '').toUpperCase();

/** An address as lines: name, second line, street, 'DE-20457 Hamburg'; contact and phone when `contact`. */
export function partyLines(p: Party | undefined | null, contact = false): string[] {
  if (!p || !p.name) return [];
  const place = [[countryOf(p), p.plz].filter(Boolean).join('-'), p.ort].filter(Boolean).join(' ');
  const lines = [p.name, p.zeile2, [p.strasse, p.hausnummer].filter(Boolean).join(' '), place];
  if (contact) lines.push([p.kontakt, p.telefon].filter(Boolean).join(', '));
  return lines.filter((l): l is string => Boolean(l));
}

/** A field of the order document as text ('' for blanks; reference objects by their name). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as Json;
    return String(v.kurzBezeichnung ?? v.langBezeichnung ?? v.value ?? v.bezeichnung ?? v.name ?? '');
  }
  return String(value);
}
