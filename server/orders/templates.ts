import { defaultMessages, messageFor, schemaAt } from '../../engine/core';
import { documents } from '../documents';
import type { SessionClaims } from '../auth';
import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { readableTenants } from './access';
import { addressAliases, derivedFields } from './document';

type Json = Record<string, unknown>;

/** Never taken from a template: identity, numbers, state and dates belong to the new order (orders.md §4, as for a copy). */
const NOT_FROM_TEMPLATE = [
  'id',
  'copyId',
  'vorlageAuftragId',
  'spedeigennr',
  'status',
  'typ',
  'kf_id',
  'kalkulationsFolgeId',
  'partnerReferenz',
  'spotpreisnr',
  'datum',
  'datumErfasst',
  'datumgeaendert',
  'erfasser',
  'aenderer',
  'sdstId',
  'auftragshistorie',
  'abliefernachweis',
  'abliefernachweisExists',
  'signatur',
  'dokumentenverweise',
  'berechnBetrag',
  'berechnWaehrung',
  'mandant',
  'abholDatumVon',
  'abholDatumBis',
  'zustellDatumVon',
  'zustellDatumBis',
];

/** The 404 of a template that does not exist or belongs to a tenant the caller may not see. */
export const templateNotFound = () =>
  new HttpProblem(404, [
    notification('vorlage.nichtGefunden', 'Die Auftragsvorlage wurde nicht gefunden.', { header: 'Auftragsvorlage' }),
  ]);

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * A new, unsaved order from a template over the current form content: every filled template value wins, the
 * form keeps the rest; no id, no own numbers, status 1, typ 0, the template's tenant and vorlageAuftragId.
 */
export function applyTemplate(
  base: Json,
  template: { id: number; mandant: { id: number; name: string }; daten: Json },
): Json {
  const own = Object.fromEntries(
    Object.entries(template.daten).filter(([k, v]) => !NOT_FROM_TEMPLATE.includes(k) && filled(v)),
  );
  const form = Object.fromEntries(
    Object.entries(base).filter(([k]) => !['id', 'spedeigennr', 'kf_id', 'kalkulationsFolgeId'].includes(k)),
  );
  const merged: Json = { ...form, ...own };
  const positions = ((merged.auftragspositionen ?? []) as Json[]).map(({ id: _id, ...p }) => p);
  const order = { ...merged, ...derivedFields(positions) };
  return {
    ...order,
    ...addressAliases(order),
    vorlageAuftragId: template.id,
    mandant: template.mandant,
    status: { id: 1, kurzBezeichnung: 'erfasst' },
    typ: 0,
  };
}

/** Loads a template the caller may read, else 404. */
export async function loadTemplate(
  db: Db,
  session: SessionClaims,
  id: number,
): Promise<{ id: number; mandant: { id: number; name: string }; daten: Json }> {
  const {
    rows: [t],
  } = await db.query<{ id: number; mandant_id: number; mandant_name: string; daten: Json }>(
    'SELECT v.id, v.mandant_id, m.name AS mandant_name, v.daten FROM auftragsvorlage v JOIN mandant m ON m.id = v.mandant_id WHERE v.id = $1',
    [id],
  );
  const tenants = await readableTenants(db, session);
  if (!t || (tenants && !tenants.includes(t.mandant_id))) throw templateNotFound();
  return { id: t.id, mandant: { id: t.mandant_id, name: t.mandant_name }, daten: t.daten };
}

/** The template name as saved (trimmed), or a 400 by the capture document's template dialog field (vorlage.name): required, its maxLength. */
export function templateName(raw: string): string {
  const name = raw.trim();
  const limit = schemaAt(documents().screen('auftragserfassung').dataSchema, 'vorlage.name')?.maxLength;
  const message = !name
    ? defaultMessages.required
    : typeof limit === 'number' && name.length > limit
      ? messageFor('maxLength', { limit })
      : null;
  if (message)
    throw new HttpProblem(400, [
      notification('vorlage.name', message, { header: 'Auftragsvorlage', fieldname: 'vorlageName' }),
    ]);
  return name;
}
