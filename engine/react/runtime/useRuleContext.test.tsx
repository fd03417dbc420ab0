import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createFormStore } from '../../core';
import type { FormRuntime } from './context';
import { useRuleContext } from './useRuleContext';

const runtimeOf = (data: Record<string, unknown>) =>
  ({ store: createFormStore(data), base: { session: {}, config: {}, variant: 'default' } }) as unknown as FormRuntime;

describe('useRuleContext in a table row', () => {
  it('re-renders for the row values its rules read, not for a keystroke elsewhere in the row', () => {
    const runtime = runtimeOf({ positionen: [{ verpackung: { id: 1, value: 'Karton' }, inhalt: 'Papier' }] });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRuleContext(runtime, [{ var: 'row.verpackung.value' }], 'positionen.0.verpackung.id');
    });
    const before = renders;
    act(() => runtime.store.set('positionen.0.inhalt', 'Papierrollen'));
    expect(renders).toBe(before);
    act(() => runtime.store.set('positionen.0.verpackung.value', 'Kiste'));
    expect(renders).toBe(before + 1);
    expect((result.current.row as { verpackung: { value: string } }).verpackung.value).toBe('Kiste');
  });

  it('watches the whole row for a rule reading `row`', () => {
    const runtime = runtimeOf({ positionen: [{ inhalt: 'Papier' }] });
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useRuleContext(runtime, [{ var: 'row' }], 'positionen.0.inhalt');
    });
    const before = renders;
    act(() => runtime.store.set('positionen.0.inhalt', 'Papierrollen'));
    expect(renders).toBe(before + 1);
  });
});
