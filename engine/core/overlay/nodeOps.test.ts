import { describe, expect, it } from 'vitest';
import { positionsScreen, shipmentScreen } from '../fixtures';
import { fieldNodes, tableNodes } from '../screen';
import type { ScreenDocument } from '../screen/types';
import { applyOverlay, type VariantOverlay } from './applyVariants';
import { duplicateNodeIds, nodeIds } from './nodeIds';
import { OverlayError } from './overlayError';

const overlay = (more: Partial<VariantOverlay>): VariantOverlay => ({
  id: 'test-overlay',
  screen: 'sendung',
  when: true,
  ...more,
});
const fields = (doc: ScreenDocument) => fieldNodes(doc.layout).map((f) => f.field);
const columns = (doc: ScreenDocument) => tableNodes(doc.layout)[0].columns.map((c) => c.field);
/** The error an overlay throws, so a test checks its message (and that it throws at all). */
const failure = (doc: ScreenDocument, o: VariantOverlay) => {
  try {
    applyOverlay(doc, o);
  } catch (error) {
    expect(error).toBeInstanceOf(OverlayError);
    return (error as Error).message;
  }
  throw new Error('applyOverlay did not throw');
};

describe('node ids', () => {
  it('addresses panels by id, fields by path and table columns as <table>.<field>', () => {
    expect(nodeIds(shipmentScreen.layout)).toEqual([
      'empfaenger',
      'empfaengerReferenz',
      'terminkennzeichen',
      'entladedatum',
      'frankatur',
    ]);
    expect(nodeIds(positionsScreen.layout)).toContain('positionen.hoehe');
  });

  it('reports an id two nodes share', () => {
    const twice = {
      ...shipmentScreen,
      layout: [...shipmentScreen.layout, { type: 'field', field: 'frankatur' }],
    } as ScreenDocument;
    expect(duplicateNodeIds(twice.layout)).toEqual(['frankatur']);
    expect(duplicateNodeIds(shipmentScreen.layout)).toEqual([]);
  });
});

describe('overlay node operations by id', () => {
  it('changes one field by a merge patch and keeps its siblings', () => {
    const doc = applyOverlay(shipmentScreen, overlay({ nodes: { entladedatum: { required: true, help: 'Pflicht' } } }));
    expect(fieldNodes(doc.layout).find((f) => f.field === 'entladedatum')).toMatchObject({
      required: true,
      help: 'Pflicht',
      visible: { '!=': [{ var: 'config.zustelldatum_off' }, 'true'] },
    });
    expect(fields(doc)).toEqual(fields(shipmentScreen));
    expect(fieldNodes(shipmentScreen.layout).find((f) => f.field === 'entladedatum')?.help).toBeUndefined();
  });

  it('changes one table column and one computed rule', () => {
    const doc = applyOverlay(
      positionsScreen,
      overlay({
        screen: 'positionen',
        nodes: { 'positionen.hoehe': { required: true }, '/computed/ldm': { when: false } },
      }),
    );
    expect(tableNodes(doc.layout)[0].columns.find((c) => c.field === 'hoehe')?.required).toBe(true);
    expect(doc.computed?.find((c) => c.id === 'ldm')?.when).toBe(false);
    expect(columns(doc)).toEqual(columns(positionsScreen));
  });

  it('inserts a node before or after an id, or appends it to a container', () => {
    const node = (field: string) => ({ type: 'field', field });
    const doc = applyOverlay(
      shipmentScreen,
      overlay({
        insert: [
          { before: 'terminkennzeichen', node: node('a') },
          { after: 'terminkennzeichen', node: node('b') },
          { into: 'empfaenger', node: node('c') },
          { into: '/layout', node: { type: 'panel', id: 'neu', children: [] } },
        ],
      }),
    );
    expect(fields(doc)).toEqual([
      'empfaengerReferenz',
      'a',
      'terminkennzeichen',
      'b',
      'entladedatum',
      'c',
      'frankatur',
    ]);
    expect(nodeIds(doc.layout).filter((id) => ['empfaenger', 'frankatur', 'neu'].includes(id))).toEqual([
      'empfaenger',
      'frankatur',
      'neu',
    ]);
  });

  it('reaches the children of a grid row: changes, inserts into, removes and patches the row itself', () => {
    const gridded: ScreenDocument = {
      ...shipmentScreen,
      layout: [{ type: 'row', id: 'zeile', children: shipmentScreen.layout }],
    };
    expect(nodeIds(gridded.layout)).toEqual(['zeile', ...nodeIds(shipmentScreen.layout)]);
    const doc = applyOverlay(
      gridded,
      overlay({
        nodes: { zeile: { span: 6 }, entladedatum: { span: 4 } },
        insert: [{ into: 'zeile', node: { type: 'field', field: 'x', span: 2 } }],
        remove: ['frankatur'],
      }),
    );
    const row = doc.layout[0] as { span?: number; children: { id?: string; field?: string; span?: number }[] };
    expect(row.span).toBe(6);
    expect(fields(doc)).toEqual(['empfaengerReferenz', 'terminkennzeichen', 'entladedatum', 'x']);
    expect(fieldNodes(doc.layout).find((f) => f.field === 'entladedatum')?.span).toBe(4);
  });

  it('inserts a table column and a check', () => {
    const doc = applyOverlay(
      positionsScreen,
      overlay({
        screen: 'positionen',
        insert: [
          { after: 'positionen.inhalt', node: { type: 'field', field: 'nettoGewicht2' } },
          { into: '/checks', node: { id: 'neu', when: false, message: 'x' } },
        ],
      }),
    );
    expect(columns(doc).slice(2, 4)).toEqual(['inhalt', 'nettoGewicht2']);
    expect(doc.checks?.map((c) => c.id)).toEqual(['netto', 'neu']);
  });

  it('removes one node, one column and one action', () => {
    const doc = applyOverlay(
      positionsScreen,
      overlay({ screen: 'positionen', remove: ['positionen.ldm', 'summeCbm', '/actions/speichern'] }),
    );
    expect(columns(doc)).not.toContain('ldm');
    expect(columns(doc)).toHaveLength(columns(positionsScreen).length - 1);
    expect(nodeIds(doc.layout)).not.toContain('summeCbm');
    expect(doc.actions).toEqual([]);
  });

  it('refuses an id the screen does not have, naming the overlay file and the id', () => {
    expect(failure(shipmentScreen, overlay({ nodes: { entladedatun: { required: true } } }))).toMatch(
      /^Overlay variants\/test-overlay\.json: nodes: Knoten 'entladedatun' gibt es in Maske 'sendung' nicht\./,
    );
    expect(failure(shipmentScreen, overlay({ file: 'variants/x/y.json', remove: ['panelX'] }))).toMatch(
      /^Overlay variants\/x\/y\.json: remove: Knoten 'panelX' gibt es in Maske 'sendung' nicht\./,
    );
    expect(
      failure(shipmentScreen, overlay({ insert: [{ after: 'frankaturX', node: { type: 'field', field: 'a' } }] })),
    ).toContain("insert after: Knoten 'frankaturX' gibt es in Maske 'sendung' nicht.");
    expect(
      failure(shipmentScreen, overlay({ insert: [{ into: 'frankatur', node: { type: 'field', field: 'a' } }] })),
    ).toContain("insert into: Behälter 'frankatur' gibt es in Maske 'sendung' nicht");
  });

  it('refuses an insert of an id the screen already has, and one without or with two anchors', () => {
    expect(
      failure(
        shipmentScreen,
        overlay({ insert: [{ into: 'empfaenger', node: { type: 'field', field: 'entladedatum' } }] }),
      ),
    ).toContain("Knoten 'entladedatum' gibt es in Maske 'sendung' schon");
    expect(
      failure(
        shipmentScreen,
        overlay({ insert: [{ before: 'frankatur', after: 'frankatur', node: { type: 'field', field: 'a' } }] }),
      ),
    ).toContain('insert: genau eines von before, after oder into angeben.');
  });
});

/** A screen whose recipient is a nested object with its own required list. */
const nested: ScreenDocument = {
  id: 'nested',
  layout: [],
  dataSchema: {
    type: 'object',
    required: ['empfaenger'],
    properties: {
      empfaenger: {
        type: 'object',
        required: ['name', 'ort'],
        properties: { name: { type: 'string' }, ort: { type: 'string' }, referenz: { type: 'string' } },
      },
      positionen: { type: 'array', items: { type: 'object', properties: { laenge: { type: 'number' } } } },
    },
  },
};
const empfaenger = (doc: ScreenDocument) => doc.dataSchema.properties?.empfaenger;

describe('overlay required entries', () => {
  it('adds one entry to a nested required list and keeps the others', () => {
    const doc = applyOverlay(
      nested,
      overlay({ screen: 'nested', requiredAdd: ['/empfaenger/referenz', '/positionen/*/laenge'] }),
    );
    expect(empfaenger(doc)?.required).toEqual(['name', 'ort', 'referenz']);
    expect((doc.dataSchema.properties?.positionen.items as ScreenDocument['dataSchema']).required).toEqual(['laenge']);
    expect(doc.dataSchema.required).toEqual(['empfaenger']);
    expect(empfaenger(nested)?.required).toEqual(['name', 'ort']);
  });

  it('removes one entry and keeps the others; adding one twice keeps one', () => {
    const doc = applyOverlay(
      nested,
      overlay({ screen: 'nested', requiredRemove: ['/empfaenger/ort'], requiredAdd: ['/empfaenger/name'] }),
    );
    expect(empfaenger(doc)?.required).toEqual(['name']);
  });

  it('refuses a field the data schema does not have and removing a field that is not required', () => {
    expect(failure(nested, overlay({ screen: 'nested', requiredAdd: ['/empfaenger/referenzz'] }))).toBe(
      "Overlay variants/test-overlay.json: requiredAdd: Feld '/empfaenger/referenzz' gibt es im Datenschema der Maske 'nested' nicht.",
    );
    expect(failure(nested, overlay({ screen: 'nested', requiredAdd: ['/absender/name'] }))).toContain(
      "Feld '/absender/name' gibt es",
    );
    expect(failure(nested, overlay({ screen: 'nested', requiredRemove: ['/empfaenger/referenz'] }))).toContain(
      "requiredRemove: '/empfaenger/referenz' ist kein Pflichtfeld",
    );
    expect(failure(nested, overlay({ screen: 'nested', requiredAdd: ['empfaenger.name'] }))).toContain(
      'ist kein JSON-Pointer',
    );
  });
});
