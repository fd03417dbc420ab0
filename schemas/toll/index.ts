import lkwMaut from './lkw-maut.json';

/** Euro per km by weight-class column (the law's table columns). */
export type TollRates = Record<string, number>;

/** One version of the law's rate table (an Anlage of the BFStrMG) with its validity. */
export interface TollTariffVersion {
  anlage: string;
  titel: string;
  fundstelle: string;
  gueltigAb: string;
  gueltigBis: string | null;
  spalten: Record<string, string>;
  co2Spalten: Record<string, string>;
  infrastruktur: TollRates;
  luftverschmutzung: Record<string, TollRates>;
  laerm: TollRates;
  co2: { co2Klasse: number; schadstoffklassen?: string[]; saetze: TollRates }[];
}

/** The vehicle a shipment up to bisGewichtKg travels with, and its columns in the rate tables. */
export interface TollVehicleClass {
  id: string;
  bezeichnung: string;
  bisGewichtKg: number;
  gesamtmasseT: number;
  achsen: number;
  spalte: string;
  co2Spalte: string;
}

/** A motorway border crossing of Germany (rounded coordinates, for the estimate of the German share). */
export interface BorderCrossing {
  land: string;
  name: string;
  lat: number;
  lon: number;
}

/** The tariff document (`meta/toll-tariff.schema.json`): the law's rates by version and the estimate's rules. */
export interface TollTariffDocument {
  id: string;
  title: string;
  quelle: { gesetz: string; fassung: string; text: string; abschrift: string; berechnung: string };
  versionen: TollTariffVersion[];
  schadstoffkategorien: Record<string, string[]>;
  fahrzeugklassen: TollVehicleClass[];
  vorgaben: { schadstoffklasse: string; co2Klasse: number };
  strecke: { strassenfaktor: number; umwegschwelle: number; grenzuebergaenge: BorderCrossing[] };
}

/** The German truck toll (BFStrMG Anlage 1 and 11) as the toll calculator uses it. */
export const tollTariff = lkwMaut as TollTariffDocument;
