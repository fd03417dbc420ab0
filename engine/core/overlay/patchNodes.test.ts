import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { positionsScreen } from '../fixtures';
import { tableNodes, type TableNode } from '../screen';
import { applyVariants, type VariantOverlay } from './applyVariants';
import { nodeIds } from './patchNodes';

/** A metro-like overlay: other columns of the positions table, all dimensions required, 'Anzahl' renamed. */
const columnsOverlay: VariantOverlay = {
  id: 'positionen-metro',
  screen: 'positionen',
  when: { var: 'session.metro' },
  patch: {
    dataSchema: { properties: { auftragspositionen: { items: { properties: { anzahl: { title: 'Packstücke' } } } } } },
  },
  nodes: {
    positionen: {
      columns: [
        { type: 'field', field: 'anzahl', widget: 'number' },
        { type: 'field', field: 'inhalt' },
        { type: 'field', field: 'hoehe', widget: 'number', required: true },
      ],
    },
  },
};
const positionen = (screen: typeof positionsScreen) =>
  tableNodes(screen.layout).find((t) => t.id === 'positionen') as TableNode;

describe('variant overlays on layout nodes by id (nodes)', () => {
  it('replaces the columns of the table it names, after the merge patch, and leaves the base untouched', () => {
    const { document, applied } = applyVariants(
      positionsScreen,
      [columnsOverlay],
      createContext({ session: { metro: true } }),
    );
    expect(applied).toEqual(['positionen-metro']);
    expect(positionen(document).columns.map((c) => c.field)).toEqual(['anzahl', 'inhalt', 'hoehe']);
    expect(positionen(document).title).toBe('Auftragspositionen');
    expect(document.dataSchema.properties?.auftragspositionen.items).toMatchObject({
      properties: { anzahl: { title: 'Packstücke' } },
    });
    expect(positionen(positionsScreen).columns.map((c) => c.field)).toContain('ldm');
  });

  it('leaves the layout alone when the condition fails', () => {
    expect(applyVariants(positionsScreen, [columnsOverlay], createContext()).document.layout).toBe(
      positionsScreen.layout,
    );
  });

  it('lists every node id', () => {
    expect(nodeIds(positionsScreen.layout)).toContain('positionen');
  });
});
