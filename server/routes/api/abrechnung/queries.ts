import type { Db } from '../../../db';

/** One order of the accounting overview (schemas/entities/accounting-row.schema.json). */
export interface AccountingRow {
  auftragId: number;
  auftragsnummer: string;
  leistungsDatum: string | null;
  absender: string | null;
  empfaenger: string | null;
  empfaengerOrt: string | null;
  teile: number;
  betrag: number;
  ertrag: number;
  waehrung: string;
}

/** The month's totals of one currency. */
export interface AccountingTotal {
  waehrung: string;
  auftraege: number;
  teile: number;
  betrag: number;
  ertrag: number;
}

type Raw = Omit<AccountingRow, 'betrag' | 'ertrag'> & { betrag: string | number; ertrag: string | number };

// Sums are exact numerics in the database; cents in JavaScript.
const cents = (value: string | number) => Math.round(Number(value) * 100) / 100;

// A price part belongs to the month of its service date (leistungsDatum, yyyy-mm-dd); text comparison is date order.
const ROWS = `
  SELECT a.id AS "auftragId", a.spedeigennr AS auftragsnummer,
         min(b.daten->>'leistungsDatum') AS "leistungsDatum",
         a.daten->'absender'->>'name' AS absender,
         a.daten->'empfaenger'->>'name' AS empfaenger,
         a.daten->'empfaenger'->>'ort' AS "empfaengerOrt",
         count(*)::int AS teile,
         sum(coalesce((b.daten->>'betrag')::numeric, 0)) AS betrag,
         sum(coalesce((b.daten->>'ertrag')::numeric, 0)) AS ertrag,
         coalesce(b.daten->>'waehrung', 'EUR') AS waehrung
    FROM berechnteil b JOIN auftrag a ON a.id = b.auftrag_id
   WHERE a.mandant_id = $1 AND b.daten->>'leistungsDatum' >= $2 AND b.daten->>'leistungsDatum' < $3
   GROUP BY a.id, coalesce(b.daten->>'waehrung', 'EUR')
   ORDER BY "leistungsDatum", a.spedeigennr`;

/** The first day of the month after `monat` (yyyy-mm). */
function nextMonth(monat: string): string {
  const [year, month] = monat.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The tenant's priced orders of a month, each with its parts' sums, and the month's totals per currency. */
export async function accounting(
  db: Db,
  mandantId: number,
  monat: string,
): Promise<{ monat: string; zeilen: AccountingRow[]; summen: AccountingTotal[] }> {
  const { rows } = await db.query<Raw>(ROWS, [mandantId, `${monat}-01`, nextMonth(monat)]);
  const zeilen = rows.map((r) => ({ ...r, betrag: cents(r.betrag), ertrag: cents(r.ertrag) }));
  const totals = new Map<string, AccountingTotal>();
  for (const z of zeilen) {
    const t = totals.get(z.waehrung) ?? { waehrung: z.waehrung, auftraege: 0, teile: 0, betrag: 0, ertrag: 0 };
    totals.set(z.waehrung, {
      ...t,
      auftraege: t.auftraege + 1,
      teile: t.teile + z.teile,
      betrag: cents(t.betrag + z.betrag),
      ertrag: cents(t.ertrag + z.ertrag),
    });
  }
  return { monat, zeilen, summen: [...totals.values()] };
}
