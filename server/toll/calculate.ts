import type { TollTariffDocument } from '../../schemas/toll';
import { notification, translate, type Notification } from '../errors';
import { estimateRoute } from './route';
import { hasPostalPoints, postalPoint } from './postcodes';
import { rateParts, tollCents, vehicleFor, versionAt } from './tariff';

/** The request of POST /api/maut/mautberechnung (contract MautAnfrage). */
export interface TollRequest {
  abgangLKZ: string;
  abgangPlz?: string | null;
  empfaengerLKZ: string;
  empfaengerPlz?: string | null;
  gewicht: number;
}

/** A country as the toll calculator knows it (table land). */
export interface TollCountry {
  lkz: string;
  bezeichnung: string;
  plzlaenge: number;
  mautberechnung: boolean;
}

/** The figures an estimate used (answer `param`). */
export interface TollFigures {
  berechnungstag: string;
  entfernungKm: number;
  luftlinieKm: number;
  strassenfaktor: number;
  mautpflichtigKm: number;
  grenzuebergaenge: string[];
  fahrzeugklasse: string;
  gesamtmasseT: number;
  achsen: number;
  schadstoffklasse: string;
  co2Klasse: number;
  teilsaetze: { infrastruktur: number; luftverschmutzung: number; laerm: number; co2: number };
  mautsatz: number;
  tarif: { anlage: string; fundstelle: string; gueltigAb: string; gueltigBis: string | null };
}

/** The answer: the amount in euro, the German explanation and the figures; or the refusals on their fields. */
export type TollResult =
  | { ok: true; answer: { mautbetrag: number; message: string; param: TollFigures } }
  | { ok: false; problems: Notification[] };

const HEADER = 'Mautrechner';
const refuse = (key: string, fieldname: string, ...args: (string | number)[]) =>
  notification(`maut.${key}`, translate(`maut.${key}`, ...args), { header: HEADER, fieldname });
const de = (n: number, digits = 0) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const euroPerKm = (milli: number) => de(milli / 1000, 3);

type End = 'abgang' | 'empfaenger';

/**
 * Estimates the German truck toll of a shipment (account-admin.md §2 Toll calculator): vehicle by weight, rate by the
 * law in force on `day` (tariff document), distance from the postcodes' coordinates × road factor, German share over
 * the nearest border crossing. Every refusal names its field.
 */
export function calculateToll(
  tariff: TollTariffDocument,
  request: TollRequest,
  countries: Map<string, TollCountry>,
  day: string,
): TollResult {
  const problems: Notification[] = [];
  const place = (end: End) => {
    const lkz = request[`${end}LKZ`].trim().toUpperCase();
    const country = countries.get(lkz);
    if (!country) return void problems.push(refuse('landUnbekannt', `${end}LKZ`, lkz));
    if (!country.mautberechnung || country.plzlaenge <= 0 || !hasPostalPoints(lkz))
      return void problems.push(refuse('landOhnePlz', `${end}LKZ`, country.bezeichnung));
    const plz = (request[`${end}Plz`] ?? '').trim();
    if (!plz) return void problems.push(refuse('plzFehlt', `${end}Plz`, country.plzlaenge));
    const point = postalPoint(lkz, plz);
    if (!point) return void problems.push(refuse('plzUnbekannt', `${end}Plz`, plz, country.bezeichnung));
    return { lkz, ...point };
  };
  const from = place('abgang');
  const to = place('empfaenger');
  const heaviest = Math.max(...tariff.fahrzeugklassen.map((k) => k.bisGewichtKg));
  if (!(request.gewicht > 0)) problems.push(refuse('gewichtZuKlein', 'gewicht'));
  else if (request.gewicht > heaviest) problems.push(refuse('gewichtZuGross', 'gewicht', de(heaviest)));
  const version = versionAt(tariff, day);
  if (!version) problems.push(refuse('keinTarif', 'gewicht', day));
  if (problems.length || !from || !to || !version) return { ok: false, problems };
  const route = estimateRoute(from, to, tariff.strecke);
  if (!route) return { ok: false, problems: [refuse('landOhnePlz', 'empfaengerLKZ', to.lkz)] };
  const vehicle = vehicleFor(tariff, request.gewicht)!;
  const { schadstoffklasse, co2Klasse } = tariff.vorgaben;
  const parts = rateParts(tariff, version, vehicle, schadstoffklasse, co2Klasse);
  const km = Math.round(route.strasseKm);
  const tolledKm = Math.round(route.deutschlandKm);
  const cents = tollCents(parts.summe, tolledKm);
  const anlage = version.anlage.split(' (')[0];
  const [first, second] = route.grenzuebergaenge;
  const share = second
    ? translate('maut.anteilTransit', first, second)
    : first
      ? translate('maut.anteilGrenze', first)
      : from.lkz === 'DE' || to.lkz === 'DE'
        ? ''
        : translate('maut.anteilKeiner');
  const message = [
    translate('maut.schaetzung', de(km), de(tolledKm), share),
    translate('maut.fahrzeug', vehicle.bezeichnung, vehicle.achsen, schadstoffklasse, co2Klasse),
    translate(
      'maut.satz',
      euroPerKm(parts.summe),
      euroPerKm(parts.infrastruktur),
      euroPerKm(parts.luftverschmutzung),
      euroPerKm(parts.laerm),
      euroPerKm(parts.co2),
      anlage,
      version.fundstelle,
    ),
    translate('maut.entfernung', de(route.luftlinieKm), de(tariff.strecke.strassenfaktor, 1)),
  ].join(' ');
  const param: TollFigures = {
    berechnungstag: day,
    entfernungKm: km,
    luftlinieKm: Math.round(route.luftlinieKm * 10) / 10,
    strassenfaktor: tariff.strecke.strassenfaktor,
    mautpflichtigKm: tolledKm,
    grenzuebergaenge: route.grenzuebergaenge,
    fahrzeugklasse: vehicle.bezeichnung,
    gesamtmasseT: vehicle.gesamtmasseT,
    achsen: vehicle.achsen,
    schadstoffklasse,
    co2Klasse,
    teilsaetze: {
      infrastruktur: parts.infrastruktur / 1000,
      luftverschmutzung: parts.luftverschmutzung / 1000,
      laerm: parts.laerm / 1000,
      co2: parts.co2 / 1000,
    },
    mautsatz: parts.summe / 1000,
    tarif: { anlage, fundstelle: version.fundstelle, gueltigAb: version.gueltigAb, gueltigBis: version.gueltigBis },
  };
  return { ok: true, answer: { mautbetrag: cents / 100, message, param } };
}
