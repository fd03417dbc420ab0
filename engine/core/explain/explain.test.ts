import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { positionsScreen, shipmentScreen, variantB } from '../fixtures';
import type { VariantOverlay } from '../overlay';
import type { ScreenDocument } from '../screen';
import { describeExplanation, explainField, logicText } from '.';

/** A screen with a nested mandatory field inside a panel with a visibility rule. */
const nested: ScreenDocument = {
  id: 'nest',
  dataSchema: {
    type: 'object',
    properties: {
      empfaenger: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'Name', maxLength: 35 },
          referenz: { type: 'string', title: 'Referenz', maxLength: 35 },
        },
      },
    },
  },
  layout: [
    {
      type: 'panel',
      id: 'empfaengerPanel',
      title: 'Empfänger',
      visible: { '!': { var: 'session.metro' } },
      children: [
        { type: 'field', field: 'empfaenger.name' },
        { type: 'field', field: 'empfaenger.referenz' },
      ],
    },
  ],
};
const onlyC: VariantOverlay = {
  id: 'referenz-c',
  screen: 'nest',
  when: { '==': [{ var: 'variant' }, 'C'] },
  requiredAdd: ['/empfaenger/referenz'],
};
const shorter: VariantOverlay = {
  id: 'referenz-kurz',
  screen: 'nest',
  when: true,
  nodes: {},
  patch: { dataSchema: { properties: { empfaenger: { properties: { referenz: { maxLength: 20 } } } } } },
};

describe('explain (Warum?)', () => {
  it('names the required list of a nested mandatory field with its pointer', () => {
    const why = explainField(nested, [], createContext(), 'empfaenger.name');
    expect(why.state).toEqual({ visible: true, readOnly: false, required: true, limits: { maxLength: 35 } });
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'required',
        file: 'schemas/screens/nest.screen.json',
        pointer: '/dataSchema/properties/empfaenger/required/0',
        text: 'Pflichtfeld: „name“ steht in required von „empfaenger“',
      }),
    );
  });

  it('names the panel whose rule hides a field, and says a hidden field is never required', () => {
    const why = explainField(nested, [], createContext({ session: { metro: true } }), 'empfaenger.name');
    expect(why.state).toMatchObject({ visible: false, required: false });
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'visible',
        pointer: '/layout/0/visible',
        holds: false,
        text: 'Sichtbar-Regel an Panel „Empfänger“ (empfaengerPanel): nicht session.metro → nein',
      }),
    );
    expect(why.reasons.map((r) => r.text)).toContain(
      'Ausgeblendet, daher keine Pflicht und der Server übernimmt keinen Wert aus dem Speichern.',
    );
  });

  it('attributes a requiredAdd to the overlay file and entry; lists it as not applying for other variants', () => {
    const forC = explainField(nested, [onlyC], createContext({ variant: 'C' }), 'empfaenger.referenz');
    expect(forC.state?.required).toBe(true);
    expect(forC.documents).toEqual(['schemas/screens/nest.screen.json', 'variants/referenz-c.json']);
    expect(forC.reasons).toContainEqual(
      expect.objectContaining({ aspect: 'required', file: 'variants/referenz-c.json', pointer: '/requiredAdd/0' }),
    );
    const forA = explainField(nested, [onlyC], createContext({ variant: 'A' }), 'empfaenger.referenz');
    expect(forA.state?.required).toBe(false);
    expect(forA.documents).toEqual(['schemas/screens/nest.screen.json']);
    expect(forA.overlays).toEqual([
      expect.objectContaining({ id: 'referenz-c', applies: false, aspects: ['required'], pointer: '/requiredAdd/0' }),
    ]);
  });

  it('attributes a limit to the overlay that changed it last, and the base keeps the others', () => {
    const why = explainField(nested, [shorter], createContext(), 'empfaenger.referenz');
    expect(why.state?.limits).toEqual({ maxLength: 20 });
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'limit',
        file: 'variants/referenz-kurz.json',
        pointer: '/patch',
        text: 'Höchstlänge 20 Zeichen',
      }),
    );
    const base = explainField(shipmentScreen, [variantB], createContext(), 'empfaengerReferenz');
    expect(base.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'limit',
        file: 'schemas/screens/sendung.screen.json',
        pointer: '/dataSchema/properties/empfaengerReferenz/maxLength',
      }),
    );
  });

  it('evaluates field rules and lists the checks that report at the field', () => {
    const why = explainField(
      shipmentScreen,
      [],
      createContext({ config: { isZustellDatumPflicht: 'true' }, data: { terminkennzeichen: '4' } }),
      'entladedatum',
    );
    expect(why.state).toMatchObject({ visible: true, readOnly: false, required: true });
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'required',
        rule: { '==': [{ var: 'config.isZustellDatumPflicht' }, 'true'] },
        holds: true,
        pointer: '/layout/0/children/2/required',
      }),
    );
    expect(why.reasons).toContainEqual(expect.objectContaining({ aspect: 'check', pointer: '/checks/0', holds: true }));
  });

  it('explains a table cell by its row: the column rule with row context, the items required list and computed values', () => {
    const data = { auftragspositionen: [{ inhalt: 'Fliesen' }, {}] };
    const metro = explainField(
      positionsScreen,
      [],
      createContext({ data, session: { metro: true } }),
      'auftragspositionen.0.hoehe',
    );
    expect(metro.state).toMatchObject({ required: true });
    expect(metro.reasons).toContainEqual(
      expect.objectContaining({ aspect: 'required', holds: true, pointer: '/layout/0/columns/7/required' }),
    );
    const inhalt = explainField(positionsScreen, [], createContext({ data }), 'auftragspositionen.inhalt');
    expect(inhalt.reasons).toContainEqual(
      expect.objectContaining({ pointer: '/dataSchema/properties/auftragspositionen/items/required/0' }),
    );
    const cbm = explainField(positionsScreen, [], createContext({ data }), 'auftragspositionen.cbm');
    expect(cbm.reasons).toContainEqual(expect.objectContaining({ aspect: 'value', pointer: '/computed/0' }));
  });

  it('reads as German lines, rules included', () => {
    expect(logicText({ and: [{ '==': [{ var: 'variant' }, 'C'] }, { '!': { var: 'session.metro' } }] })).toBe(
      '(variant == "C") und (nicht session.metro)',
    );
    const lines = describeExplanation(
      explainField(nested, [onlyC], createContext({ variant: 'C' }), 'empfaenger.referenz'),
    );
    expect(lines[0]).toBe('empfaenger.referenz: sichtbar, Pflicht, änderbar');
    expect(lines.join('\n')).toContain(
      'variants/referenz-c.json#/requiredAdd/0 (greift, wenn variant == "C") ändert: Pflicht',
    );
    expect(describeExplanation(explainField(nested, [], createContext(), 'gibtsNicht'))).toEqual([
      'gibtsNicht: nicht in der Maske „nest“ platziert',
    ]);
  });
});
