import { describe, expect, it } from 'vitest';
import { isColumnOverlay, overlaysOf } from './overlayKind';
import type { VariantOverlay } from './applyVariants';

const overlay = (id: string, extra: Partial<VariantOverlay>): VariantOverlay => ({
  id,
  screen: 'liste',
  when: true,
  ...extra,
});

describe('overlays of a screen and of its grid sharing one name', () => {
  const columns = overlay('liste-spalten', { patch: { columns: { a: { hidden: true } }, order: ['a'] } });
  const screen = overlay('liste-aktion', { patch: { actions: [] } });
  const nodes = overlay('liste-knoten', { nodes: { filter: { visible: false } } });

  it('a patch of columns/order only changes the column document; anything else the screen', () => {
    expect(isColumnOverlay(columns)).toBe(true);
    expect(isColumnOverlay(screen)).toBe(false);
    expect(isColumnOverlay(nodes)).toBe(false);
    expect(isColumnOverlay(overlay('leer', {}))).toBe(false);
  });

  it('picks the overlays of one document by name and kind', () => {
    const all = [columns, screen, nodes, overlay('andere', { screen: 'x', patch: { order: [] } })];
    expect(overlaysOf(all, 'liste', 'columns').map((o) => o.id)).toEqual(['liste-spalten']);
    expect(overlaysOf(all, 'liste', 'screen').map((o) => o.id)).toEqual(['liste-aktion', 'liste-knoten']);
  });
});
