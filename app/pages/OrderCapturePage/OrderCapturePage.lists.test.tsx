import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './OrderCapturePage.stories';

const { FruehereListenwerte } = composeStories(stories);

afterEach(cleanup);

const chosen = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.textContent;
const perType = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').map((r) => r.textContent);

// The capture document (schemas/screens/auftrag.screen.json) on the page with the reference lists of the tenant.
describe('OrderCapturePage: lists of the capture screen', { timeout: 20000 }, () => {
  it('shows a packaging and a load carrier the tenant\'s lists no longer offer by the order\'s stored names, in the cells and in Übersicht', async () => {
    render(<FruehereListenwerte />);
    await screen.findByRole('textbox', { name: 'Inhalt (Zeile 2)' });
    await waitFor(() => expect(chosen('Verpackung (Zeile 1)')).toBe('Eimer'));
    expect(chosen('Lademittel (Zeile 1)')).toBe('Chemiepalette');
    // An entry still offered is shown by the list's name.
    expect(chosen('Verpackung (Zeile 2)')).toBe('Karton / Faltschachtel');
    await waitFor(() => expect(perType('Verpackungen je Art')).toEqual(['Eimer3', 'Karton / Faltschachtel2']));
    expect(perType('Lademittel je Art')).toEqual(['Chemiepalette1']);
  });
});
