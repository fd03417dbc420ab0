import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { shipmentScreen } from '../fixtures';
import { effectiveSchema, fieldHints, resolveFields } from './resolveFields';
import type { FieldNode, ScreenDocument } from './types';
import { toUiSchema } from './toUiSchema';

describe('resolveFields', () => {
  it('evaluates required from configuration switches', () => {
    const states = resolveFields(shipmentScreen, createContext({ config: { isZustellDatumPflicht: 'true' } }));
    expect(states.entladedatum.required).toBe(true);
    expect(effectiveSchema(shipmentScreen, states).required).toEqual(['entladedatum', 'frankatur']);
  });

  it('never requires a hidden field', () => {
    const ctx = createContext({ config: { isZustellDatumPflicht: 'true', zustelldatum_off: 'true' } });
    const states = resolveFields(shipmentScreen, ctx);
    expect(states.entladedatum).toMatchObject({ visible: false, required: false });
    expect(toUiSchema(shipmentScreen, states).entladedatum).toMatchObject({ 'ui:widget': 'hidden' });
  });

  it('makes the delivery date read-only unless Fixtermin is chosen', () => {
    const config = { isDenyZustelldatum: 'true' };
    expect(
      resolveFields(shipmentScreen, createContext({ config, data: { terminkennzeichen: '1' } })).entladedatum.readOnly,
    ).toBe(true);
    expect(
      resolveFields(shipmentScreen, createContext({ config, data: { terminkennzeichen: '4' } })).entladedatum.readOnly,
    ).toBe(false);
  });

  it.each([
    ['holds', { edit: false }, true],
    ['does not hold', { edit: true }, false],
  ])('document readOnly %s: every field follows it', (_, session, expected) => {
    const doc = { ...shipmentScreen, readOnly: { '!': { var: 'session.edit' } } };
    const states = Object.values(resolveFields(doc, createContext({ session, data: { terminkennzeichen: '4' } })));
    expect(states.map((s) => s.readOnly)).toEqual(states.map(() => expected));
  });
});

describe('panel and tab visibility', () => {
  it('hides and un-requires the fields of a hidden tab', () => {
    const doc = {
      id: 'absender',
      dataSchema: {
        type: 'object',
        properties: { name: { type: 'string' }, neutralName: { type: 'string' } },
        required: ['name', 'neutralName'],
      },
      layout: [
        {
          type: 'tabs' as const,
          id: 'absenderTabs',
          tabs: [
            {
              type: 'panel' as const,
              id: 'absender',
              title: 'Absender',
              children: [{ type: 'field' as const, field: 'name' }],
            },
            {
              type: 'panel' as const,
              id: 'neutral',
              title: 'Neutral',
              visible: { '==': [{ var: 'config.isShowAbsenderNeutral' }, 'true'] },
              children: [{ type: 'field' as const, field: 'neutralName' }],
            },
          ],
        },
      ],
    };
    expect(resolveFields(doc, createContext()).neutralName).toMatchObject({ visible: false, required: false });
    expect(resolveFields(doc, createContext({ config: { isShowAbsenderNeutral: 'true' } })).neutralName).toMatchObject({
      visible: true,
      required: true,
    });
  });

  it('narrows the max length and words the tooltip by rules over the data (a postcode of the chosen country)', () => {
    const node: FieldNode = {
      type: 'field',
      field: 'plz',
      maxLength: { var: 'data.plzlaenge' },
      tooltip: { message: 'plzTooltip', params: { n: { var: 'data.plzlaenge' } } },
    };
    const doc = {
      id: 'plz',
      dataSchema: {
        type: 'object',
        properties: { plz: { type: 'string', maxLength: 9 }, plzlaenge: { type: 'integer' } },
      },
      layout: [node],
      messages: { plzTooltip: 'Bitte eine PLZ mit {n} Ziffern eingeben' },
    } as unknown as ScreenDocument;
    expect(fieldHints(doc, node, createContext({ data: { plzlaenge: 4 } }))).toEqual({
      maxLength: 4,
      tooltip: 'Bitte eine PLZ mit 4 Ziffern eingeben',
    });
    // Never wider than the data schema; no positive number leaves the schema's limit.
    expect(fieldHints(doc, node, createContext({ data: { plzlaenge: 12 } })).maxLength).toBe(9);
    expect(fieldHints(doc, node, createContext({ data: {} })).maxLength).toBeUndefined();
    expect(resolveFields(doc, createContext({ data: { plzlaenge: 5 } })).plz).toMatchObject({ maxLength: 5 });
  });
});
