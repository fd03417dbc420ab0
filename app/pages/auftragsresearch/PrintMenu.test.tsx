import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragsresearchPage.stories';

const { Standard } = composeStories(stories);
const realFetch = globalThis.fetch;
const open = vi.spyOn(window, 'open').mockImplementation(() => null);

beforeAll(() => localStorage.clear());
afterEach(() => {
  cleanup();
  open.mockClear();
});
afterAll(() => {
  globalThis.fetch = realFetch;
  open.mockRestore();
});

const grid = () => screen.getByRole('grid', { name: 'Auftragsliste' });
const rowOf = (nr: string) =>
  within(grid())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(nr))!;

async function printFor(nr: string, report: string) {
  render(<Standard />);
  await waitFor(() => expect(rowOf(nr)).toBeTruthy());
  await userEvent.click(rowOf(nr));
  fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
  const menu = await screen.findByRole('menu', { name: 'Berichte' });
  fireEvent.click(await within(menu).findByText(report));
}

// The refusal is the rule of schemas/reports/berichte.json (status id 1), the capture page applies the same document.
describe('Auftragsliste: print menu', { timeout: 40_000 }, () => {
  it('refuses the hand-over list for an order in status 1 (erfasst)', async () => {
    await printFor('HH260001', 'Übernahmeliste');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Die ÜbernahmeListe kann für Auftrag HH260001 noch nicht gedruckt werden');
    expect(open).not.toHaveBeenCalled();
  });

  it('prints the hand-over list of a delivered order and other reports of status 1', async () => {
    await printFor('HH260004', 'Übernahmeliste');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringContaining('/berichte?reportNames=uebernahmeliste&ids='),
        '_blank',
      ),
    );
    cleanup();
    await printFor('HH260001', 'Versandetiketten');
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringContaining('reportNames=etiketten'), '_blank'));
  });
});
