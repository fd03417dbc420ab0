import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { NeuerAuftrag, AuftragBearbeiten, AuftragMitTagespreis } = composeStories(stories);
afterEach(cleanup);

const tagespreis = () => screen.findByRole<HTMLButtonElement>('button', { name: 'Tagespreis' }, { timeout: 8000 });
const enabled = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Tagespreis' }).disabled === false;

// The whole capture page renders per test: generous time on a shared machine (no speed is asserted here).
describe('AuftragserfassungPage: Tagespreis (price feature on for Nordlicht Hamburg)', { timeout: 20000 }, () => {
  it('keeps the button disabled for a new order and for a stored order without kf_id', async () => {
    render(<NeuerAuftrag />);
    expect((await tagespreis()).disabled).toBe(true);
    cleanup();
    render(<AuftragBearbeiten />);
    await screen.findByRole('heading', { name: 'Auftrag 4711000' }, { timeout: 8000 });
    expect((await tagespreis()).disabled).toBe(true);
  });

  it('opens the calculated parts of a priced order by its id', async () => {
    render(<AuftragMitTagespreis />);
    await tagespreis();
    await waitFor(() => expect(enabled()).toBe(true), { timeout: 8000 });
    await userEvent.click(await tagespreis());
    const dialog = await screen.findByRole('dialog', { name: 'Tagespreis' });
    const berechnung = await within(dialog).findByRole('grid', { name: 'Berechnung' });
    await waitFor(() => expect(within(berechnung).getAllByRole('row')).toHaveLength(3));
    expect(within(berechnung).getByRole('gridcell', { name: '1.234,56' })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('grid', { name: 'Positionen der Berechnung' })).getByRole('gridcell', {
        name: 'Grundfracht',
      }),
    ).toBeTruthy();
  });
});
