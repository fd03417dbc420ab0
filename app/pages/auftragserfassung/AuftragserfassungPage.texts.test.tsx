import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { AuftragBearbeiten } = composeStories(stories);

afterEach(cleanup);

// Texts and the premium rule's field come from auftragserfassung.screen.json (messages 'auftragTitel', check premiumGefahrgut.fields).
describe('AuftragserfassungPage: texts and rules from the document', { timeout: 20_000 }, () => {
  it('titles a stored order with its number', async () => {
    render(<AuftragBearbeiten />);
    expect(await screen.findByRole('heading', { name: 'Auftrag 4711000' })).toBeTruthy();
  });

  it('clears a premium Terminart on an order with dangerous goods and says why (orders.md §4)', async () => {
    render(<AuftragBearbeiten />);
    const terminart = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Terminart' });
    await waitFor(() =>
      expect(
        within(terminart)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Premium 8'),
    );
    const premium = within(terminart).getByRole<HTMLOptionElement>('option', { name: 'Premium 8' });
    fireEvent.change(terminart, { target: { value: premium.value } });
    expect(await screen.findByText('Der Premium-Service ist mit Gefahrgut nicht erlaubt.')).toBeTruthy();
    await waitFor(() =>
      expect(within(terminart).getByRole<HTMLOptionElement>('option', { name: 'Premium 8' }).selected).toBe(false),
    );
  });
});
