import type { Db } from '../types';
import { tenantCondition } from '../../routes/api/stammdaten';
import { defaultServices } from '../../orders/defaultServices';
import { COMPANIES, CONTACTS, DANGEROUS, GOODS, STREETS } from './demoData';

type Json = Record<string, unknown>;
type Place = { plz: string; ort: string; lkz: string; land_id: number };
type Code = { id: number; k: string };

/** Small deterministic PRNG (mulberry32): the same seed gives the same demo data on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options of the generator. */
export interface GenerateOptions {
  count: number;
  mandantIds: number[];
  erfasserId?: number | null;
  days?: number;
  seed?: number;
  batch?: number;
  /** Runs after each batch's INSERT (the bench checkpoints PGlite's WAL there, which otherwise grows by gigabytes). */
  afterBatch?: (done: number) => Promise<void>;
}

async function codes(db: Db, table: string): Promise<Code[]> {
  return (await db.query<Code>(`SELECT id, kurz_bezeichnung AS k FROM ${table} ORDER BY id`)).rows;
}

/** A per-tenant list as GET /api/verpackungen?mandant answers it: a generated order uses only what its tenant may choose. */
async function tenantCodes(db: Db, table: 'verpackung' | 'lademittel', mandantId: number): Promise<Code[]> {
  return (
    await db.query<Code>(
      `SELECT e.id, e.kurz_bezeichnung AS k FROM ${table} e WHERE ${tenantCondition(table)} ORDER BY e.id`,
      [mandantId],
    )
  ).rows;
}

/** The service numbers of a tenant's service list, as the capture form and the save check read it. */
async function tenantServices(db: Db, mandantId: number): Promise<Set<number>> {
  return new Set((await defaultServices(db, mandantId)).map((s) => s.spez_num as number));
}

/** Terminart 50-52 is the premium service, which orders with dangerous goods may not have (orders.md §4). */
const PREMIUM = [50, 51, 52];

// Known special services of orders.md §3 (48 Abtragen, 49 Lenkeravis, 151 myDelivery): chosen by the order's index,
// not by the PRNG, so adding them left every other generated value as it was.
const SERVICE_PATTERN: number[][] = [[48], [], [49], [], [], [48, 49], [], [151], [], []];
const services = (k: number): Json[] =>
  SERVICE_PATTERN[k % SERVICE_PATTERN.length].map((spez_num) => ({ spez_num, wert: 'true' }));

/**
 * Inserts generated orders with positions, dangerous goods, services and history, spread over the last `days` days.
 * One statement per batch (json_to_recordset), so a million orders stay a matter of minutes.
 */
export async function generateOrders(db: Db, options: GenerateOptions): Promise<number> {
  const rnd = random(options.seed ?? 2026);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)];
  // 400 places spread evenly over the German postcodes (every n-th), not the first 400 of one region.
  const places = (
    await db.query<Place>(
      `SELECT plz, ort, lkz, land_id FROM (
       SELECT o.plz, o.ortsname AS ort, l.lkz, l.id AS land_id, row_number() OVER (ORDER BY o.plz, o.id) AS nr, count(*) OVER () AS alle
         FROM ort o JOIN land l ON l.id = o.land_id WHERE l.lkz = 'DE') p
      WHERE nr % greatest(alle / 400, 1) = 0 ORDER BY nr LIMIT 400`,
    )
  ).rows;
  if (!places.length) throw new Error('Ortsdaten fehlen: Stammdaten vor den Aufträgen laden.');
  const [frankaturen, verkehrsarten, termine] = await Promise.all(
    ['frankatur', 'verkehrsart', 'terminkennzeichen'].map((t) => codes(db, t)),
  );
  const lists = new Map(
    await Promise.all(
      [...new Set(options.mandantIds)].map(
        async (id) =>
          [
            id,
            {
              verpackungen: await tenantCodes(db, 'verpackung', id),
              lademittel: await tenantCodes(db, 'lademittel', id),
              services: await tenantServices(db, id),
            },
          ] as const,
      ),
    ),
  );
  const days = options.days ?? 60;
  const party = (i: number): Json => {
    const p = pick(places);
    return {
      name: pick(COMPANIES),
      strasse: pick(STREETS),
      hausnummer: String(1 + Math.floor(rnd() * 120)),
      plz: p.plz,
      ort: p.ort,
      lkz: p.lkz,
      land: { id: p.land_id, lkz: p.lkz },
      kontakt: pick(CONTACTS),
      telefon: `+49 40 ${100000 + (i % 899999)}`,
    };
  };
  const batch = options.batch ?? 2000;
  // Numbers continue after the orders already there, so repeated runs add instead of colliding.
  const {
    rows: [{ n: offset }],
  } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
  let done = 0;
  while (done < options.count) {
    const n = Math.min(batch, options.count - done);
    const rows: Json[] = [];
    for (let i = 0; i < n; i++) {
      const k = done + i;
      const mandantId = options.mandantIds[k % options.mandantIds.length];
      const { verpackungen, lademittel, services: known } = lists.get(mandantId)!;
      const datum = new Date(Date.now() - rnd() * days * 86_400_000);
      const abhol = new Date(datum.getTime() + Math.floor(rnd() * 4) * 86_400_000);
      const zustell = new Date(abhol.getTime() + (1 + Math.floor(rnd() * 3)) * 86_400_000);
      const positions = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, j) => {
        const dg = rnd() < 0.08 ? pick(DANGEROUS) : null;
        const vp = pick(verpackungen);
        const lm = pick(lademittel);
        const kg = Math.round((20 + rnd() * 1200) * 10) / 10;
        return {
          laufendePosition: j + 1,
          auftptNum: j + 1,
          warengutBezeichnung: pick(GOODS),
          bruttoGewicht: kg,
          verpackungAnzahl: 1 + Math.floor(rnd() * 20),
          verpackung: vp ? { id: vp.id, value: vp.k } : null,
          lademittelAnzahl: 1 + Math.floor(rnd() * 4),
          lademittel: lm ? { id: lm.id, value: lm.k } : null,
          verpackungseinheit: 2,
          laengeCM: 120,
          breiteCM: 80,
          hoeheCM: 100 + Math.floor(rnd() * 80),
          lieferschein: `LS-${240000 + k}`,
          mitGefahrguetern: Boolean(dg),
          auftragsgefahrgueter: dg
            ? [
                {
                  laufendeNummer: 1,
                  anzahl: 2,
                  bruttoGewicht: Math.min(kg, 60),
                  nettoGewicht: Math.min(kg, 50),
                  verpackung: vp ? { id: vp.id, langBezeichnung: vp.k } : null,
                  gefahrgutUnnr: { unnr: String(dg.unnr).padStart(4, '0'), id: dg.unnr },
                  gefahrgutklasse: { id: dg.unnr, klasse: dg.klasse, bezeichnung: dg.bezeichnung },
                },
              ]
            : [],
        };
      });
      const kg = Math.round(positions.reduce((s, p) => s + p.bruttoGewicht, 0) * 1000) / 1000;
      const status = rnd() < 0.7 ? 1 : pick([3, 4, 5, 6, 7]);
      const absender = party(k);
      const empfaenger = party(k + 7);
      const f = frankaturen.find((c) => c.id === 5) ?? pick(frankaturen);
      const v = verkehrsarten.find((c) => c.id === 1) ?? pick(verkehrsarten);
      const drawn = pick(termine);
      const t = drawn && PREMIUM.includes(drawn.id) && positions.some((p) => p.mitGefahrguetern) ? null : drawn;
      const doc: Json = {
        spedfremdnr: `REF-${10000 + k}`,
        empfaengerReferenz: `KD-${(k * 7919) % 100000}`,
        absender,
        empfaenger,
        absenderAdresse: absender,
        empfaengerAdresse: empfaenger,
        abholDatumVon: `${abhol.toISOString().slice(0, 10)}T00:00:00.000Z`,
        zustellDatumVon: `${zustell.toISOString().slice(0, 10)}T00:00:00.000Z`,
        frankatur: f ? { id: f.id, kurzBezeichnung: f.k } : null,
        verkehrsart: v ? { id: v.id, kurzBezeichnung: v.k } : null,
        terminkennzeichen: t ? { id: t.id, kurzBezeichnung: t.k } : null,
        auftragspositionen: positions,
        auftragServices: services(k).filter((x) => known.has(x.spez_num as number)),
        auftragZusLademittel: [],
        mitGefahrguetern: positions.some((p) => p.mitGefahrguetern),
        sumBruttoGewicht: kg,
        sumVerpackungAnzahl: positions.reduce((s, p) => s + p.verpackungAnzahl, 0),
        sumLademittelAnzahl: positions.reduce((s, p) => s + p.lademittelAnzahl, 0),
        hinweis: rnd() < 0.2 ? 'Bitte vor Anlieferung telefonisch avisieren.' : null,
      };
      const nr = String(5000000 + offset + k);
      const text = [
        nr,
        doc.spedfremdnr,
        doc.empfaengerReferenz,
        absender.name,
        absender.plz,
        absender.ort,
        empfaenger.name,
        empfaenger.plz,
        empfaenger.ort,
        ...positions.map((p) => p.lieferschein),
      ]
        .join(' ')
        .toLowerCase();
      rows.push({
        mandant_id: mandantId,
        spedeigennr: nr,
        status_id: status,
        datum: datum.toISOString(),
        abhol_datum: abhol.toISOString().slice(0, 10),
        zustell_datum: zustell.toISOString().slice(0, 10),
        erfasser_id: options.erfasserId ?? null,
        suchtext: text,
        daten: doc,
      });
    }
    await db.query(
      `INSERT INTO auftrag (mandant_id, spedeigennr, status_id, datum, abhol_datum, zustell_datum, erfasser_id, aenderer_id, geaendert, suchtext, daten)
       SELECT x.mandant_id, x.spedeigennr, x.status_id, x.datum, x.abhol_datum, x.zustell_datum, x.erfasser_id, x.erfasser_id, x.datum, x.suchtext, x.daten
         FROM json_to_recordset($1::json) AS x(mandant_id int, spedeigennr text, status_id int, datum timestamptz, abhol_datum date,
              zustell_datum date, erfasser_id int, suchtext text, daten jsonb)
       ON CONFLICT (mandant_id, spedeigennr) DO NOTHING`,
      [JSON.stringify(rows)],
    );
    done += n;
    await options.afterBatch?.(done);
  }
  return done;
}
