import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../layout/LayoutTable.stories';
import { fixtureOptionSources } from '../layout/fixtures';
import { createFormStore } from '../../core';
import type { FormRuntime } from './context';
import { useFieldOptions } from './useFieldOptions';

const { Leer } = composeStories(stories);

afterEach(cleanup);

describe('options from a reference source', () => {
  it('loads the source named in the document with its parameters, once, and applies the filter rule', async () => {
    const optionSources = vi.fn(fixtureOptionSources);
    render(<Leer optionSources={optionSources} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lademittel' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Europalette', 'Gitterbox']); // no carton (param), no EW (filter)
    expect(optionSources).toHaveBeenCalledTimes(1);
    expect(optionSources).toHaveBeenCalledWith('verpackungen', { nurLademittel: true });
    await userEvent.click(screen.getByText('Gitterbox'));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Lademittel' }).value).toBe('Gitterbox');
  });
});

describe('a field without an options spec', () => {
  it('reads nothing from the store for its options (a table cell mounts without a row lookup)', () => {
    const store = createFormStore({ positionen: [{ inhalt: 'Papier' }] });
    const get = vi.spyOn(store, 'get');
    const runtime = { store, base: { session: {}, config: {}, variant: 'default' } } as unknown as FormRuntime;
    const { result } = renderHook(() => useFieldOptions(runtime, 'positionen.0.inhalt', undefined, undefined));
    expect(result.current).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });
});
