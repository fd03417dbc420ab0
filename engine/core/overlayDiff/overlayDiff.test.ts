import { describe, expect, it } from 'vitest';
import { shipmentScreen } from '../fixtures';
import type { ColumnDocument } from '../grid/types';
import type { VariantOverlay } from '../overlay';
import { columnChanges, screenChanges } from './overlayDiff';

const context = (variant: string) => ({ session: {}, config: {}, variant });
const forC = (change: Partial<VariantOverlay>): VariantOverlay => ({
  id: 'sendung-c',
  screen: 'sendung',
  when: { '==': [{ var: 'variant' }, 'C'] },
  ...change,
});

describe('screenChanges', () => {
  it('names a field made mandatory for the overlay’s variant and nothing for another', () => {
    const overlay = forC({ requiredAdd: ['/terminkennzeichen'] });
    expect(screenChanges(shipmentScreen, [], overlay, context('C'))).toEqual([
      {
        field: 'terminkennzeichen',
        title: 'Terminart',
        aspects: ['required'],
        before: { visible: true, required: false, readOnly: false, limits: {} },
        after: { visible: true, required: true, readOnly: false, limits: {} },
      },
    ]);
    expect(screenChanges(shipmentScreen, [], overlay, context('default'))).toEqual([]);
  });

  it('names hidden, read-only and limited fields and a removed one', () => {
    const overlay = forC({
      nodes: { entladedatum: { visible: false }, frankatur: { readOnly: true } },
      patch: { dataSchema: { properties: { empfaengerReferenz: { maxLength: 20 } } } },
      remove: ['terminkennzeichen'],
    });
    const changes = screenChanges(shipmentScreen, [], overlay, context('C'));
    expect(Object.fromEntries(changes.map((c) => [c.field, c.aspects]))).toEqual({
      empfaengerReferenz: ['limits'],
      terminkennzeichen: ['visible'],
      entladedatum: ['visible'],
      frankatur: ['readOnly'],
    });
    expect(changes.find((c) => c.field === 'terminkennzeichen')?.after).toBeNull();
    expect(changes.find((c) => c.field === 'empfaengerReferenz')?.after?.limits).toEqual({ maxLength: 20 });
  });

  it('compares with the other overlays applied: a change they already make is none', () => {
    const saved = forC({ id: 'sendung-c-alt', requiredAdd: ['/terminkennzeichen'] });
    expect(screenChanges(shipmentScreen, [saved], forC({ requiredAdd: ['/terminkennzeichen'] }), context('C'))).toEqual(
      [],
    );
  });

  it('throws the overlay error of a field the screen does not have', () => {
    expect(() => screenChanges(shipmentScreen, [], forC({ requiredAdd: ['/gibtsNicht'] }), context('C'))).toThrow(
      /gibtsNicht/,
    );
  });
});

describe('columnChanges', () => {
  const columns: ColumnDocument = {
    id: 'liste',
    title: 'Liste',
    rowKey: 'id',
    columns: { a: { header: 'A' }, b: { header: 'B' }, c: { header: 'C' } },
    order: ['a', 'b'],
  } as ColumnDocument;
  const overlay: VariantOverlay = {
    id: 'liste-c',
    screen: 'liste',
    when: { '==': [{ var: 'variant' }, 'C'] },
    patch: {},
  };

  it('names an added column for the variant and none for another', () => {
    const added = { ...overlay, patch: { order: ['a', 'b', 'c'] } };
    expect(columnChanges(columns, [], added, context('C'))).toEqual({ added: ['c'], removed: [], moved: false });
    expect(columnChanges(columns, [], added, context('A'))).toBeNull();
  });

  it('names a removed column and a changed order', () => {
    expect(columnChanges(columns, [], { ...overlay, patch: { order: ['b'] } }, context('C'))).toEqual({
      added: [],
      removed: ['a'],
      moved: false,
    });
    expect(columnChanges(columns, [], { ...overlay, patch: { order: ['b', 'a'] } }, context('C'))?.moved).toBe(true);
  });
});
