import { applyVariants } from '../../engine/core';
import { documents } from '../documents';
import type { SessionClaims } from '../auth';
import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { checkPremiumArea } from '../premium';
import { readableTenants } from './access';
import { checkReadOnly } from './readOnlyCheck';
import { applyTemplate } from './templates';
import { defaultServices } from './defaultServices';
import { checkReferences } from './references';
import { serviceMessages, withListTypes } from './serviceValues';
import { validateOrder } from './validateOrder';
import { orderRuleContext } from './ruleContext';
import { recomputePositions } from './recompute';
import { keepHiddenFields } from './hiddenFields';

type Json = Record<string, unknown>;
const TIMESTAMPS = ['abholDatumVon', 'abholDatumBis', 'zustellDatumVon', 'zustellDatumBis'];
/** What a copy never takes over from its source (orders.md §4: copyId creates an order without own numbers). */
const NOT_COPIED = ['partnerReferenz', 'kf_id', 'kalkulationsFolgeId', 'spotpreisnr'];

/** Fields the server decides by its own rules whatever the form shows: the tenant (chosen and checked before). */
const SERVER_OWNED = ['mandant'];

const withoutId = ({ id: _id, ...rest }: Json) => rest;

/** A timestamp in UTC ISO form; a bare date gets 00:00 (orders.md §4: a missing time defaults to 00:00). */
function normalised(value: unknown): unknown {
  if (typeof value !== 'string' || !value) return value;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * A save body made ready for storing, or a 400: fields the capture document hides for the session kept as stored, the sender reference cut to the length the capture document allows for the
 * session's variant (orders.md §3: 20, 35 in variant B), validated with the capture document exactly as the browser does, the
 * services' types from the tenant's list (never the request's), the positions' computed values recomputed by its rules,
 * timestamps normalised, for a copy (copyId, which the caller must be able to read) no own numbers and no position ids, every id
 * reference checked against the lists of the order's tenant (ids the stored or copied order holds stay allowed), and the services
 * checked against the tenant's list.
 */
export async function prepareSave(
  db: Db,
  session: SessionClaims,
  body: Json,
  order: { mandantId: number; isNew: boolean; stored?: Json; baseline?: Json },
): Promise<Json> {
  const context = orderRuleContext(session, await resolveClientConfig(db, session['mandant-id']));
  const doc = applyVariants(documents().screen('auftragserfassung'), documents().overlays, context).document;
  const limit = doc.dataSchema.properties?.spedfremdnr?.maxLength;
  // What the user's screen hides is never taken from the body: the stored value stays (none on a new order).
  const out: Json = keepHiddenFields(doc, context, { ...body }, order.isNew ? undefined : order.baseline, SERVER_OWNED);
  if (typeof out.spedfremdnr === 'string' && typeof limit === 'number')
    out.spedfremdnr = out.spedfremdnr.slice(0, limit);
  const services = Array.isArray(out.auftragServices) ? await defaultServices(db, order.mandantId) : [];
  validateOrder(context, withListTypes(out, services));
  await checkPremiumArea(db, context, out);
  // The positions' derived values (Verpackungseinheit, CBM, LDM and Stellplätze where empty) by the document's own rules.
  const positions = recomputePositions(context, out);
  if (positions) out.auftragspositionen = positions;
  for (const key of TIMESTAMPS) if (key in out) out[key] = normalised(out[key]);
  const tenants = await readableTenants(db, session);
  let baseline = order.isNew ? await templateBaseline(db, body.vorlageAuftragId, tenants) : (order.baseline ?? {});
  let stored = order.stored;
  if (typeof out.copyId === 'number') {
    const {
      rows: [source],
    } = await db.query<{ mandant_id: number; daten: Json }>('SELECT mandant_id, daten FROM auftrag WHERE id = $1', [
      out.copyId,
    ]);
    // 400, not 404: the contract's create answers no 404, and a foreign source must look like a missing one.
    if (!source || (tenants && !tenants.includes(source.mandant_id))) {
      throw new HttpProblem(400, [
        notification('auftrag.kopieQuelle', 'Der Auftrag, von dem kopiert wird, wurde nicht gefunden.', {
          header: 'Auftrag kopieren',
          fieldname: 'copyId',
        }),
      ]);
    }
    stored = source.daten;
    baseline = { ...source.daten, id: out.copyId, mandant: { id: source.mandant_id } };
    for (const key of NOT_COPIED) delete out[key];
    out.auftragspositionen = ((out.auftragspositionen ?? []) as Json[]).map((p) => ({
      ...withoutId(p),
      auftragsgefahrgueter: ((p.auftragsgefahrgueter ?? []) as Json[]).map(withoutId),
    }));
  }
  // What is stored (timestamps in UTC); a body without a tenant saves for the order's tenant (the stored one, else the session's).
  // A change is the stored order as the form holds it, id included (rules such as the sender lock read data.id).
  checkReadOnly(
    context,
    { mandant: { id: order.mandantId }, ...out, ...(order.isNew ? {} : { id: baseline.id }) },
    baseline,
  );
  await checkReferences(db, session, out, { mandantId: order.mandantId, readable: tenants, stored });
  return Array.isArray(out.auftragServices)
    ? { ...out, ...withServices(services, order, out.auftragServices as Json[], stored) }
    : out;
}

/** What a new form opens with: the order a readable template gives it (orders.md §4), else nothing but the defaults. */
async function templateBaseline(db: Db, id: unknown, tenants: number[] | null): Promise<Json> {
  if (typeof id !== 'number') return {};
  const {
    rows: [t],
  } = await db.query<{ mandant_id: number; daten: Json }>(
    'SELECT mandant_id, daten FROM auftragsvorlage WHERE id = $1',
    [id],
  );
  return t && (!tenants || tenants.includes(t.mandant_id))
    ? applyTemplate({}, { id, mandant: { id: t.mandant_id, name: '' }, daten: t.daten })
    : {};
}

const isSet = (s: Json | undefined) =>
  s !== undefined && s.wert !== null && s.wert !== undefined && s.wert !== '' && s.wert !== 'false';

/**
 * The services of the tenant's list applied to the order: a new order carries no service flagged isAWSperre (the form hides
 * them until the order exists, orders.md §4), the values kept must be of their service's type (else 400), and a logical
 * service with an order attribute (48 abtragen, 49 lenkeravis, 151 myDelivery, 152 adv3) sets that flag.
 */
function withServices(list: Json[], order: { isNew: boolean }, sent: Json[], stored: Json | undefined): Json {
  const locked = new Set(list.filter((s) => s.awSperre).map((s) => s.spez_num));
  const kept = sent.map((s, i) => [s, i] as [Json, number]).filter(([s]) => !order.isNew || !locked.has(s.spez_num));
  const refused = serviceMessages(
    list,
    kept,
    Array.isArray(stored?.auftragServices) ? (stored.auftragServices as Json[]) : [],
  );
  if (refused.length) throw new HttpProblem(400, refused);
  const services = kept.map(([s]) => s);
  const flags = list
    .filter((s) => s.typ === 'Logisch' && typeof s.attributName === 'string' && s.attributName !== 'mitGefahrguetern')
    .map((s) => [s.attributName as string, isSet(services.find((x) => x.spez_num === s.spez_num))]);
  return { auftragServices: services, ...Object.fromEntries(flags) };
}
