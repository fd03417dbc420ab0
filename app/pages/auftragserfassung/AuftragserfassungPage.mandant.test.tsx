import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { api } from '../../api';
import * as stories from './AuftragserfassungPage.stories';

const { Hauptmandant } = composeStories(stories);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HAMBURG = 2;
/** The per-tenant lists (orders.md §3 'per mandant where noted') the capture page asks for, as the generated client is called. */
const PER_TENANT = [
  '/api/frankaturen',
  '/api/verkehrsarten',
  '/api/zustellkennzeichen',
  '/api/anlieferkennzeichen',
  '/api/verpackungen',
  '/api/lademittel',
];

// The server checks every id against the order's tenant: after choosing a sub-tenant the lists must be that tenant's.
describe('AuftragserfassungPage: main-client selector', { timeout: 20000 }, () => {
  it('asks the per-tenant lists for the chosen sub-tenant (mandant) after the choice, the shared ones unchanged', async () => {
    const get = vi.spyOn(api, 'GET');
    // The generated client's overloads type the recorded calls as never; they are (path, init).
    const calls = () => get.mock.calls as unknown as [string, { params?: { query?: { mandant?: number } } }?][];
    render(<Hauptmandant />);
    const selector = await screen.findByRole('combobox', { name: 'Mandant' });
    await waitFor(() =>
      expect(
        within(selector)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Nordlicht Logistik Hamburg'),
    );
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/frankaturen', { params: { query: {} } }));
    const asked = (path: string) =>
      calls().filter(([p, init]) => p === path && init?.params?.query?.mandant === HAMBURG);
    expect(asked('/api/frankaturen')).toHaveLength(0);

    // The select's option values are indexes (rjsf); the choice is made by the German name.
    const hamburg = within(selector).getByRole<HTMLOptionElement>('option', { name: 'Nordlicht Logistik Hamburg' });
    fireEvent.change(selector, { target: { value: hamburg.value } });
    await waitFor(() => {
      for (const path of PER_TENANT) expect(asked(path), path).not.toHaveLength(0);
    });
    expect(
      calls()
        .filter(([p]) => p === '/api/terminkennzeichen')
        .every(([, init]) => init === undefined),
    ).toBe(true);
  });
});
