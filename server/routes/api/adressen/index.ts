import type { FastifyPluginAsync } from 'fastify';
import {
  ADDRESS_NAME_ORDER,
  addressFieldLabel,
  addressNotFound,
  addressOrderBy,
  addressSearchText,
  cleanAddress,
  importAddresses,
  loadAddress,
  mergeInTransfer,
  toAddress,
  validateAddress,
  validateImportRows,
  type AddressRow,
} from '../../../addresses';
import type { SessionClaims } from '../../../auth';
import { addressChange, recordChange, recordCreated } from '../../../changelog';
import { resolveClientConfig } from '../../../config';
import { HttpProblem, notification, translate } from '../../../errors';
import { orderRuleContext, readableTenants, requireOrderEdit, targetTenant, unknownCountries } from '../../../orders';
import { checkVersion, sentVersion, versionedUpdate } from '../../../versions';
import { tenantAddressRoutes } from './tenantAddress';

type Json = Record<string, unknown>;
const importProblem = (key: 'mandant' | 'leer', fieldname: string | null) =>
  new HttpProblem(400, [
    notification(`adresse.import.${key}`, translate(`adresse.import.${key}`), { header: 'Adressimport', fieldname }),
  ]);
/** Largest import body: 10,000 rows with every column filled stay well below it. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
const SELECT = 'SELECT id, mandant_id, matchcode, in_uebertragung, version, daten FROM adresse';
/** The rule context the capture page builds: the session's flags and its tenant's client configuration. */
const ruleContext = async (db: Parameters<typeof resolveClientConfig>[0], session: SessionClaims) =>
  orderRuleContext(session, await resolveClientConfig(db, session['mandant-id']));
const like = (s: string) =>
  `%${s
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** /api/adressen: the tenant's address book; isolation, edit right and the in-transfer rule checked here. */
export const adressenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  await app.register(tenantAddressRoutes);
  const insert = async (mandantId: number, a: Json, db = app.db) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO adresse (mandant_id, fremdnummer, name, plz, ort, suchtext, daten) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          mandantId,
          a.fremdnummer ?? null,
          a.name,
          a.plz ?? null,
          a.ort ?? null,
          addressSearchText(a),
          JSON.stringify(a),
        ],
      )
    ).rows[0].id;

  app.get<{
    Querystring: { query?: string; page?: number; searchLimit?: number; mandantId?: number; sortBy?: string };
  }>('/search', async (request, reply) => {
    const orderBy = addressOrderBy(request.query.sortBy);
    const mandantId = await targetTenant(app.db, request.session!, request.query.mandantId);
    const params: unknown[] = [mandantId];
    let where = 'mandant_id = $1';
    for (const word of (request.query.query ?? '').trim().split(/\s+/).filter(Boolean)) {
      params.push(like(word));
      where += ` AND suchtext LIKE $${params.length}`;
    }
    const {
      rows: [{ n }],
    } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM adresse WHERE ${where}`, params);
    const limit = request.query.searchLimit ?? 50;
    const { rows } = await app.db.query<AddressRow>(
      `${SELECT} WHERE ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, ((request.query.page ?? 1) - 1) * limit],
    );
    reply.header('total-search-results', String(n));
    return rows.map(toAddress);
  });

  app.get<{ Querystring: Record<string, string | number | undefined> }>('/searchByParam', async (request, reply) => {
    const q = request.query;
    const mandantId = await targetTenant(
      app.db,
      request.session!,
      q.mandant === undefined ? undefined : Number(q.mandant),
    );
    const params: unknown[] = [mandantId];
    let where = 'mandant_id = $1';
    for (const [key, path] of [
      ['fremdnummer', 'fremdnummer'],
      ['name', 'name'],
      ['lkz', 'lkz'],
      ['plz', 'plz'],
      ['ortsname', 'ort'],
      ['strasse', 'strasse'],
    ]) {
      if (q[key] === undefined || q[key] === '') continue;
      params.push(like(String(q[key])));
      where += ` AND lower(coalesce(daten->>'${path}', '')) LIKE $${params.length}`;
    }
    const {
      rows: [{ n }],
    } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM adresse WHERE ${where}`, params);
    const { rows } = await app.db.query<AddressRow>(
      `${SELECT} WHERE ${where} ORDER BY ${ADDRESS_NAME_ORDER} LIMIT $${params.length + 1}`,
      [...params, Number(q.searchLimit ?? 50)],
    );
    reply.header('total-search-results', String(n));
    return rows.map(toAddress);
  });

  app.get<{ Params: { fremdnummer: string } }>('/nr/:fremdnummer', async (request) => {
    const tenants = await readableTenants(app.db, request.session!);
    const {
      rows: [row],
    } = await app.db.query<AddressRow>(
      `${SELECT} WHERE fremdnummer = $1 AND ($2::int[] IS NULL OR mandant_id = ANY($2::int[])) ORDER BY id LIMIT 1`,
      [request.params.fremdnummer, tenants],
    );
    if (!row) throw addressNotFound();
    return toAddress(row);
  });

  app.get<{ Params: { mandantId: number } }>('/mandant/:mandantId', async (request) => {
    const mandantId = await targetTenant(app.db, request.session!, request.params.mandantId);
    return (
      await app.db.query<AddressRow>(`${SELECT} WHERE mandant_id = $1 ORDER BY ${ADDRESS_NAME_ORDER} LIMIT 1000`, [
        mandantId,
      ])
    ).rows.map(toAddress);
  });

  app.post<{ Body: Json }>('/', async (request, reply) => {
    await requireOrderEdit(app.db, request.session!);
    const mandantId = await targetTenant(
      app.db,
      request.session!,
      (request.body.mandantId as number | null | undefined) ?? undefined,
    );
    validateAddress(await ruleContext(app.db, request.session!), request.body);
    const address = cleanAddress(request.body);
    await checkCountry(address);
    await checkCopySource(request.session!, request.body.copyId);
    const id = await app.db.transaction(async (tx) => {
      const created = await insert(mandantId, address, tx);
      await recordChange(tx, request.session!, addressChange(null, { id: created, mandant_id: mandantId }));
      return created;
    });
    reply.code(201);
    return toAddress(await loadAddress(app.db, request.session!, id));
  });

  /** An address's country comes from the country list: a code the list lacks is refused on 'lkz' (a kept code stays allowed). */
  const checkCountry = async (address: Json, stored?: Json) => {
    const lkz = typeof address.lkz === 'string' ? address.lkz.trim() : '';
    if (!lkz || (typeof stored?.lkz === 'string' && stored.lkz.trim().toUpperCase() === lkz.toUpperCase())) return;
    const refused = await unknownCountries(app.db, [{ field: 'lkz', lkz }], 'Adresse');
    if (refused.length) throw new HttpProblem(400, refused);
  };

  // A copy names its source (account-admin.md §4): one the caller may read, else the copy would reveal that a foreign id exists.
  const checkCopySource = async (session: SessionClaims, copyId: unknown) => {
    if (copyId === undefined || copyId === null) return;
    try {
      await loadAddress(app.db, session, Number(copyId));
    } catch {
      throw new HttpProblem(400, [
        notification('adresse.nichtGefunden', 'Die Adresse wurde nicht gefunden.', {
          header: 'Adresse',
          fieldname: 'copyId',
        }),
      ]);
    }
  };

  app.get<{ Params: { id: number } }>('/:id', async (request) =>
    toAddress(await loadAddress(app.db, request.session!, request.params.id)),
  );

  app.put<{ Params: { id: number }; Body: Json }>('/:id', async (request) => {
    await requireOrderEdit(app.db, request.session!);
    const row = await loadAddress(app.db, request.session!, request.params.id);
    // Based on the version read (required, as for orders): a save of an older version answers 409.
    const version = sentVersion(request.body, true);
    await checkVersion(app.db, 'adresse', row.id, row.version, version);
    const body = cleanAddress(request.body);
    const next = row.in_uebertragung ? await mergeInTransfer(app.db, row, body) : body;
    validateAddress(await ruleContext(app.db, request.session!), next, row.in_uebertragung);
    await checkCountry(next, row.daten);
    if (!row.in_uebertragung && next.copyId !== row.daten.copyId) await checkCopySource(request.session!, next.copyId);
    await app.db.transaction(async (tx) => {
      await versionedUpdate(
        tx,
        'adresse',
        `UPDATE adresse SET fremdnummer = $2, name = $3, plz = $4, ort = $5, suchtext = $6, daten = $7,
      geaendert = now(), aenderer_id = $8 WHERE id = $1`,
        [
          row.id,
          next.fremdnummer ?? null,
          next.name,
          next.plz ?? null,
          next.ort ?? null,
          addressSearchText({ ...next, matchcode: row.matchcode }),
          JSON.stringify(next),
          Number(request.session!.sub),
        ],
        version,
      );
      await recordChange(tx, request.session!, addressChange(row, await loadAddress(tx, request.session!, row.id)));
    });
    return toAddress(await loadAddress(app.db, request.session!, row.id));
  });

  app.delete<{ Params: { id: number } }>('/:id', async (request, reply) => {
    await requireOrderEdit(app.db, request.session!);
    const row = await loadAddress(app.db, request.session!, request.params.id);
    await app.db.transaction(async (tx) => {
      await tx.query('DELETE FROM adresse WHERE id = $1', [row.id]);
      await recordChange(tx, request.session!, addressChange(row, null));
    });
    return reply.code(204).send();
  });

  // All or nothing: one failing row names its line number in the header and nothing is stored.
  // A file of 10,000 rows is about 2 MB of JSON: the import takes more than the 1 MB other bodies may have.
  app.post<{ Querystring: { mandant_id?: number }; Body: Json[] }>(
    '/import',
    // The contract's failures are worded here: a missing tenant and an empty file get the import's own texts.
    { bodyLimit: IMPORT_BODY_LIMIT, attachValidation: true, config: { validation: { header: 'Adressimport' } } },
    async (request, reply) => {
      await requireOrderEdit(app.db, request.session!);
      // account-admin.md §5 Address import: "at least one parsed row and a chosen tenant are needed, otherwise 'Bitte
      // Mandant auswählen'"; the tenant is asked first, an empty list gets the form's text for an empty file.
      const raw = request.query.mandant_id as unknown;
      if (raw === undefined || raw === '') throw importProblem('mandant', 'mandant_id');
      if (Array.isArray(request.body) && request.body.length === 0) throw importProblem('leer', null);
      if (request.validationError) throw request.validationError;
      const mandantId = await targetTenant(app.db, request.session!, request.query.mandant_id);
      await validateImportRows(await ruleContext(app.db, request.session!), request.body);
      const countries = request.body
        .map((row, index) => ({ field: `${index}.lkz`, lkz: typeof row.lkz === 'string' ? row.lkz : '' }))
        .filter((c) => c.lkz.trim() !== '');
      const refused = await unknownCountries(app.db, countries, 'Adressimport');
      if (refused.length) {
        throw new HttpProblem(
          400,
          refused.slice(0, 100).map((n) => ({
            ...n,
            message: `Zeile ${Number(n.fieldname!.split('.')[0]) + 2}: ${addressFieldLabel('lkz')}: ${n.message}`,
          })),
        );
      }
      const ids = await importAddresses(app.db, mandantId, request.body);
      // Each imported address is a new object of the change log, with the importing user as its actor.
      await recordCreated(app.db, request.session!, 'adresse', mandantId, ids);
      return reply.code(204).send();
    },
  );
};
