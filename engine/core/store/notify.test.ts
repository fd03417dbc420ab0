import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './createFormStore';

/** A store with the listeners of a 50-position order: ten cells per row, each subscribed to its own path. */
function orderStore() {
  const rows = Array.from({ length: 50 }, (_, i) => ({ position: i + 1, inhalt: `Palette ${i + 1}` }));
  const store = createFormStore<Record<string, unknown>>({ referenz: 'A', positionen: rows });
  const calls: string[] = [];
  for (let row = 0; row < 50; row++) {
    for (let cell = 0; cell < 10; cell++)
      store.subscribe(`positionen.${row}.f${cell}`, () => calls.push(`${row}.${cell}`));
  }
  return { store, calls };
}

describe('createFormStore notify', () => {
  it('visits only the changed branch, not every subscribed path (a keystroke in row 40 of 500 cells)', () => {
    const { store, calls } = orderStore();
    const whole = vi.fn();
    const row = vi.fn();
    store.subscribe('', whole);
    store.subscribe('positionen.39', row);
    const before = store.examined();
    store.set('positionen.39.f3', 'x');
    expect(calls).toEqual(['39.3']);
    expect([whole, row].map((f) => f.mock.calls.length)).toEqual([1, 1]);
    // Root, 'positionen', '39' and the cell: comparing the change with all 502 subscribed paths made a key in a long table slow.
    expect(store.examined() - before).toBe(4);
  });

  it('calls listeners in the order their paths were first subscribed, ancestors and descendants alike', () => {
    const store = createFormStore<Record<string, unknown>>({ a: { b: { c: 1 } } });
    const order: string[] = [];
    store.subscribe('a.b.c', () => order.push('a.b.c'));
    store.subscribe('', () => order.push('root'));
    store.subscribe('a', () => order.push('a'));
    const stop = store.subscribe('a.b', () => order.push('a.b (first)'));
    stop();
    store.subscribe('a.b', () => order.push('a.b'));
    store.subscribe('x', () => order.push('x'));
    store.set('a.b', { c: 2 });
    expect(order).toEqual(['a.b.c', 'root', 'a', 'a.b']);
    order.length = 0;
    store.replace({});
    expect(order).toEqual(['a.b.c', 'root', 'a', 'a.b', 'x']);
  });
});
