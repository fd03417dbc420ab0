import { describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../screen';
import { createFormStore } from '../store';
import { watchComputed } from './watchComputed';

const doc: ScreenDocument = {
  id: 'summen',
  dataSchema: {
    type: 'object',
    properties: {
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          properties: { art: { type: 'string' }, anzahl: { type: 'number' }, inhalt: { type: 'string' } },
        },
      },
      jeArt: { type: 'array' },
    },
  },
  layout: [],
  computed: [{ id: 'jeArt', field: 'jeArt', value: { sumBy: [{ var: 'data.positionen' }, 'art', 'anzahl'] } }],
};

describe('watchComputed', () => {
  it('writes a result only when it differs: an equal list of totals leaves the store and its listeners alone', () => {
    const store = createFormStore<Record<string, unknown>>({
      positionen: [
        { art: 'EP', anzahl: 2, inhalt: 'Papier' },
        { art: 'EP', anzahl: 3 },
      ],
    });
    const base = { session: {}, config: {}, variant: 'default' };
    const stop = watchComputed(doc, store, base);
    expect(store.get('jeArt')).toEqual([{ key: 'EP', sum: 5 }]);
    const totals = vi.fn();
    store.subscribe('jeArt', totals);
    // Typing in a position's text recomputes the totals to the same value: no write, no re-render of the totals field.
    store.set('positionen.0.inhalt', 'Papierrollen');
    expect(totals).not.toHaveBeenCalled();
    store.set('positionen.1.anzahl', 4);
    expect(totals).toHaveBeenCalledTimes(1);
    expect(store.get('jeArt')).toEqual([{ key: 'EP', sum: 6 }]);
    stop();
  });
});
