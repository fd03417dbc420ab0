import type { TollTariffDocument, TollTariffVersion, TollVehicleClass } from '../../schemas/toll';

/** The four parts of the rate per km (BFStrMG § 3 Absatz 1) and their sum, in thousandths of a euro (exact integers). */
export interface RateParts {
  infrastruktur: number;
  luftverschmutzung: number;
  laerm: number;
  co2: number;
  summe: number;
}

/** Integer thousandths of a euro: the law's rates have three decimals, sums must not drift (0.155 + 0.023 …). */
const milli = (euro: number) => Math.round(euro * 1000);

/** The version of the law in force on the ISO day, or undefined before the first one. */
export function versionAt(tariff: TollTariffDocument, day: string): TollTariffVersion | undefined {
  return tariff.versionen.find((v) => v.gueltigAb <= day && (v.gueltigBis === null || day <= v.gueltigBis));
}

/** The vehicle class of a shipment weight by the document's rule, or undefined above the heaviest class. */
export function vehicleFor(tariff: TollTariffDocument, kg: number): TollVehicleClass | undefined {
  return [...tariff.fahrzeugklassen].sort((a, b) => a.bisGewichtKg - b.bisGewichtKg).find((k) => kg <= k.bisGewichtKg);
}

/** The pollutant category (A–G, Anlage 1 Nr. 2 b) of an emission class such as 'EURO VI'. */
export function categoryOf(tariff: TollTariffDocument, schadstoffklasse: string): string {
  const hit = Object.entries(tariff.schadstoffkategorien).find(([, klassen]) => klassen.includes(schadstoffklasse));
  if (!hit) throw new Error(`Schadstoffklasse '${schadstoffklasse}' hat keine Kategorie im Tarifdokument`);
  return hit[0];
}

function rate(table: Record<string, number> | undefined, column: string, what: string): number {
  const value = table?.[column];
  if (typeof value !== 'number') throw new Error(`Tarifdokument: kein Satz ${what} für die Spalte '${column}'`);
  return milli(value);
}

/**
 * The rate per km of a vehicle in one version of the law: the sum of the four parts (§ 3 Absatz 3), each read
 * from the document; a missing cell is an error of the document, never a guessed rate.
 */
export function rateParts(
  tariff: TollTariffDocument,
  version: TollTariffVersion,
  vehicle: TollVehicleClass,
  schadstoffklasse: string,
  co2Klasse: number,
): RateParts {
  const category = categoryOf(tariff, schadstoffklasse);
  const co2Row = version.co2.find(
    (r) => r.co2Klasse === co2Klasse && (!r.schadstoffklassen || r.schadstoffklassen.includes(schadstoffklasse)),
  );
  const parts = {
    infrastruktur: rate(version.infrastruktur, vehicle.spalte, 'Infrastruktur'),
    luftverschmutzung: rate(version.luftverschmutzung[category], vehicle.spalte, `Luftverschmutzung ${category}`),
    laerm: rate(version.laerm, vehicle.spalte, 'Lärm'),
    co2: rate(co2Row?.saetze, vehicle.co2Spalte, `CO2 Klasse ${co2Klasse}`),
  };
  return { ...parts, summe: parts.infrastruktur + parts.luftverschmutzung + parts.laerm + parts.co2 };
}

/**
 * The toll of a distance (§ 3 Absatz 4): rate × km, rounded commercially to full cents. The distance is taken in
 * whole 100 m (§ 3 Absatz 2), so the product is an exact integer in 1/10000 euro before rounding.
 */
export function tollCents(rateMilli: number, km: number): number {
  const hectometres = Math.round(km * 10);
  return Math.floor((rateMilli * hectometres + 50) / 100);
}
