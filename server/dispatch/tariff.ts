import type { Db } from '../db';

/** A calculated price part with its positions, as the dispatch system writes it back (berechnteil, orders.md §3). */
export interface PricePart {
  bereich: string;
  leistungsDatum: string;
  status: string;
  waehrung: string;
  schema: string;
  frachtpflichtigesGewicht: number;
  betrag: number;
  ertrag: number;
  berechnteilpositionen: Record<string, string | number>[];
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The stand-in's deterministic tariff (base plus per started 100 kg, toll per 100 kg): used by the dispatch
 * stand-in when it answers a price request and by the demo seed, so both show the same figures.
 */
export function tariffPart(grossKg: number, leistungsDatum: string): PricePart {
  const kg = Math.max(grossKg, 1);
  const fracht = cents(45 + Math.ceil(kg / 100) * 8.4);
  // Toll as a rate per 100 kg, so the rate shows exactly with the dialog's 2 decimals (orders.md §9).
  const maut = cents((kg * 1.2) / 100);
  const betrag = cents(fracht + maut);
  return {
    bereich: 'Fracht',
    leistungsDatum,
    status: 'berechnet',
    waehrung: 'EUR',
    schema: 'Stückgut national',
    frachtpflichtigesGewicht: kg,
    betrag,
    ertrag: cents(betrag * 0.18),
    berechnteilpositionen: [
      {
        leistungsArt: 'Fracht',
        tarif: 'Stückguttarif 2026',
        version: '1',
        pflichtigerBetrag: kg,
        bezug: 'kg',
        satz: 8.4,
        satzWaehrung: 'EUR',
        betrag: fracht,
        rechenBasis: 'je angefangene 100 kg',
        text: 'Grundfracht',
      },
      {
        leistungsArt: 'Maut',
        tarif: 'Mautzuschlag',
        version: '1',
        pflichtigerBetrag: kg,
        bezug: 'kg',
        satz: 1.2,
        satzWaehrung: 'EUR',
        betrag: maut,
        rechenBasis: 'je 100 kg',
        text: 'Mautzuschlag',
      },
    ],
  };
}

/**
 * Writes a calculation back like the dispatch system does: replaces the order's parts, sets its
 * kalkulationsFolgeId (kf_id) and the calculated amount and currency shown in the order list.
 */
export async function storePriceParts(db: Db, auftragId: number, teil: PricePart): Promise<void> {
  await db.query('DELETE FROM berechnteil WHERE auftrag_id = $1', [auftragId]);
  await db.query('INSERT INTO berechnteil (auftrag_id, daten) VALUES ($1, $2)', [auftragId, JSON.stringify(teil)]);
  await db.query(
    `UPDATE auftrag SET kf_id = id + 900000,
    daten = daten || jsonb_build_object('berechnBetrag', $2::numeric, 'berechnWaehrung', jsonb_build_object('id', 2, 'bezeichnungKurz', 'EUR'))
    WHERE id = $1`,
    [auftragId, teil.betrag],
  );
}
