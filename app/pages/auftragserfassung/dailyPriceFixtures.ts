import type { PricePart } from './DailyPriceDialog';

/** The calculated parts of a priced order as GET /api/auftraege/brt/{auftragId} answers them (stories and tests). */
export const pricedOrderParts: PricePart[] = [
  {
    bereich: 'Fracht', leistungsDatum: '2026-11-20', status: 'berechnet', rechnungsEmpfaenger: 'Elbe Papierwerke GmbH', waehrung: 'EUR',
    schema: 'Stückgut national', frachtpflichtigesGewicht: 1240.5, km: 118.4, vonOrt: 'Hamburg', bisOrt: 'Bremen', betrag: 1234.56, ertrag: 222.22,
    berechnteilpositionen: [
      { leistungsArt: 'Fracht', tarif: 'Stückguttarif 2026', version: '1', ortsKlasse: 'II', pflichtigerBetrag: 1240.5, bezug: 'kg', satz: 8.4,
        satzWaehrung: 'EUR', betrag: 1219.67, rechenBasis: 'je angefangene 100 kg', text: 'Grundfracht' },
      { leistungsArt: 'Maut', tarif: 'Mautzuschlag', version: '1', pflichtigerBetrag: 1240.5, bezug: 'kg', satz: 1.2, satzWaehrung: 'EUR',
        betrag: 14.89, rechenBasis: 'je 100 kg', text: 'Mautzuschlag' },
    ],
  },
  {
    bereich: 'Zustellung', leistungsDatum: '2026-11-21', status: 'berechnet', rechnungsEmpfaenger: 'Elbe Papierwerke GmbH', waehrung: 'CHF',
    schema: 'Avis', frachtpflichtigesGewicht: 1240.5, km: null, vonOrt: 'Bremen', bisOrt: 'Bremen', betrag: 25, ertrag: 5,
    berechnteilpositionen: [
      { leistungsArt: 'Avis', tarif: 'Servicetarif', version: '2', pflichtigerBetrag: 1, bezug: 'Stück', satz: 25, satzWaehrung: 'CHF',
        betrag: 25, rechenBasis: 'je Sendung', text: 'Telefonische Avisierung' },
    ],
  },
];
