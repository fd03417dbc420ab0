import { segment, type EdifactCharset } from './syntax';
import { cut, obj, str } from './values';

type Json = Record<string, unknown>;

/** A filled address object (an address without a name is not sent). */
const address = (v: unknown) => (str(obj(v)?.name) ? obj(v) : undefined);

// Frankaturen whose freight the consignee pays ('ab Werk', 'unfrei'): the freight payer is then the consignee.
const CONSIGNEE_PAYS = new Set([1, 2]);

/** NAD with structured name (C080), street (C059), city, postcode and country, then its contact (CTA/COM). */
function party(cs: EdifactCharset, role: string, a: Json): string[] {
  const street = [str(a.strasse), str(a.hausnummer), str(a.zusatz)].filter(Boolean).join(' ');
  const country = str(a.lkz) ?? str(obj(a.land)?.lkz);
  const out = [
    segment(
      cs,
      'NAD',
      role,
      null,
      null,
      [cut(a.name), cut(a.zeile2), cut(a.zeile3)],
      cut(street),
      cut(a.ort),
      null,
      cut(a.plz, 9),
      cut(country, 3),
    ),
  ];
  if (str(a.kontakt) || str(a.telefon)) {
    out.push(segment(cs, 'CTA', 'IC', [null, cut(a.kontakt)]));
    if (str(a.telefon)) out.push(segment(cs, 'COM', [cut(a.telefon, 512), 'TE']));
  }
  return out;
}

/** The parties: consignor CZ, consignee CN, freight payer FP, loading place SF, unloading place DP (docs/edifact.md). */
export function parties(cs: EdifactCharset, d: Json): string[] {
  const consignor = address(d.absender) ?? address(d.absenderAdresse);
  const consignee = address(d.empfaenger) ?? address(d.empfaengerAdresse);
  const invoice =
    address(d.abweichendeRechnungsempfaenger) ??
    address(d.rechnungsempfaenger) ??
    address(d.rechnungsempfaengerAdresse);
  const payer = invoice ?? (CONSIGNEE_PAYS.has(Number(obj(d.frankatur)?.id)) ? consignee : consignor);
  const loading = address(d.abweichendeAbholer) ?? consignor;
  const unloading = address(d.abweichendeEmpfaenger) ?? consignee;
  const roles: [string, Json | undefined][] = [
    ['CZ', consignor],
    ['CN', consignee],
    ['FP', payer],
    ['SF', loading],
    ['DP', unloading],
  ];
  return roles.flatMap(([role, a]) => (a ? party(cs, role, a) : []));
}
