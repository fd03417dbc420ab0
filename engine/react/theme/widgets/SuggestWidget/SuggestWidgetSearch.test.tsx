import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SuggestWidgetSearch.stories';
import { searchAddresses } from './suggestFixtures';

const { Leer, MitAnschrift } = composeStories(stories);

afterEach(cleanup);

/** Focuses the box and waits for its list (the first 20 by name), as a user sees it before typing. */
async function open(box: HTMLElement) {
  await userEvent.click(box);
  await screen.findByText('Alpenland Käserei eG, 20457 Hamburg');
}

describe('SuggestWidget over a source that searches on the server', () => {
  it('asks the source with the typed text once typing pauses and offers its answer unfiltered', async () => {
    const source = Object.assign(vi.fn(searchAddresses), { searches: searchAddresses.searches });
    render(<Leer optionSources={source} />);
    await open(screen.getByRole('combobox', { name: 'Adresse suchen' }));
    await userEvent.keyboard('bremen');
    // The place is not part of the name, so a filter in the browser over the first answer would find nothing.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Alpenland Käserei eG, 28195 Bremen',
        'Elbe Papierwerke GmbH, 28195 Bremen',
        'Hanseatische Kaffeerösterei GmbH, 28195 Bremen',
        'Koch Feinkost Import, 28195 Bremen',
        'Weser Elektrotechnik GmbH, 28195 Bremen',
      ]),
    );
    const texts = source.mock.calls.map((call) => call[2]);
    expect(texts).toContain('bremen');
    expect(texts).not.toContain('brem');
    expect(source.mock.calls.every(([name, params]) => name === 'adressen' && JSON.stringify(params) === '{}')).toBe(
      true,
    );
  });

  it('keeps the chosen address shown when the next search no longer answers it', async () => {
    render(<Leer />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Adresse suchen' });
    await open(box);
    await userEvent.keyboard('weser köln');
    await userEvent.click(await screen.findByText('Weser Elektrotechnik GmbH, 50667 Köln'));
    await waitFor(() => expect(box.value).toBe('Weser Elektrotechnik GmbH, 50667 Köln'));
    // Opening again starts a new search (the first 20 by name, which end before 'Weser'); the choice stays the hint and the value.
    await userEvent.click(document.body);
    await open(box);
    await waitFor(() => expect(screen.queryByText('Weser Elektrotechnik GmbH, 50667 Köln')).toBeNull());
    expect(box.placeholder).toBe('Weser Elektrotechnik GmbH, 50667 Köln');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box.value).toBe('Weser Elektrotechnik GmbH, 50667 Köln'));
  });
});

describe("SuggestWidget with the document's detail line", () => {
  it('shows each address with name, street, postcode and place, so two addresses of one firm differ', async () => {
    const onChange = vi.fn();
    render(<MitAnschrift onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Adresse suchen' });
    await userEvent.click(box);
    await userEvent.keyboard('weser');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Weser Elektrotechnik GmbHHafenstraße 5, 20457 Hamburg',
        'Weser Elektrotechnik GmbHAm Wall 6, 28195 Bremen',
        'Weser Elektrotechnik GmbHLindenallee 7, 03048 Cottbus',
        'Weser Elektrotechnik GmbHDomplatz 8, 50667 Köln',
        // Without a house number no blank is left before the comma.
        'Weser Elektrotechnik GmbHMarienplatz, 80331 München',
      ]),
    );
    await userEvent.click(screen.getByText('Am Wall 6, 28195 Bremen'));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ absender: 121 });
    await waitFor(() => expect(box.value).toBe('Weser Elektrotechnik GmbH'));
  });
});
