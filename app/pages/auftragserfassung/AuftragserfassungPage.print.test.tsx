import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { AuftragBearbeiten, AuftragMitTagespreis } = composeStories(stories);
const open = vi.spyOn(window, 'open').mockImplementation(() => null);

afterEach(() => {
  cleanup();
  open.mockClear();
});
afterAll(() => open.mockRestore());

async function print(report: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Drucken' }));
  const menu = await screen.findByRole('menu', { name: 'Berichte' });
  fireEvent.click(await within(menu).findByText(report));
}

// The refusal is the rule of schemas/reports/berichte.json (status id 1), the order list applies the same document.
describe('AuftragserfassungPage: print menu', { timeout: 20_000 }, () => {
  it('refuses the hand-over list of a stored order in status 1 (erfasst)', async () => {
    render(<AuftragBearbeiten />);
    await screen.findByRole('heading', { name: /4711000/ });
    await print('Übernahmeliste');
    expect(
      (await screen.findAllByText('Die ÜbernahmeListe kann für Auftrag 4711000 noch nicht gedruckt werden')).length,
    ).toBeGreaterThan(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('prints the hand-over list of an order in a later status', async () => {
    render(<AuftragMitTagespreis />);
    await screen.findByRole('heading', { name: /4713000/ });
    await print('Übernahmeliste');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringContaining('/berichte?reportNames=uebernahmeliste.jasper&ids='),
        '_blank',
      ),
    );
  });
});
