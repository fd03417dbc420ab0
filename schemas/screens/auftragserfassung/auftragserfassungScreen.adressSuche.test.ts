import { describe, expect, it } from 'vitest';
import { fieldNodes, toOptions } from '../../../engine/core';
import { auftragserfassungScreen } from '..';

/** The address book boxes ('Adressbuch') of every sender/recipient tab, as schemas/screens/auftragserfassung.screen.json places them. */
const searches = fieldNodes(auftragserfassungScreen.layout).filter((n) => n.field.startsWith('adressSuche.'));

describe('Auftragserfassung: address suggestions tell two addresses of one firm apart', () => {
  it('every address book box of the capture document lists name plus street, house number, postcode and place', () => {
    expect(searches.map((n) => n.field).sort()).toEqual([
      'adressSuche.absender',
      'adressSuche.abweichendeAbholer',
      'adressSuche.abweichendeRechnungsempfaenger',
      'adressSuche.empfaenger',
      'adressSuche.nachnahmeempfaenger',
      'adressSuche.neutralerAbsender',
      'adressSuche.rechnungsempfaenger',
    ]);
    const book = [
      { id: 1, name: 'Weser Elektrotechnik GmbH', strasse: 'Am Wall', hausnummer: '6', plz: '28195', ort: 'Bremen' },
      { id: 2, name: 'Weser Elektrotechnik GmbH', strasse: 'Domplatz', hausnummer: '8', plz: '50667', ort: 'Köln' },
    ];
    for (const node of searches) {
      expect(node.options?.source).toBe('adressen');
      expect(toOptions(book, node.options!).map((o) => [o.label, o.detail])).toEqual([
        ['Weser Elektrotechnik GmbH', 'Am Wall 6, 28195 Bremen'],
        ['Weser Elektrotechnik GmbH', 'Domplatz 8, 50667 Köln'],
      ]);
    }
  });
});
