import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { NeuerAuftrag } = composeStories(stories);

afterEach(cleanup);

const senderName = async () =>
  within(await screen.findByRole('tabpanel', { name: 'Absender' })).getByRole('textbox', { name: 'Name' });
const storedDrafts = () => Object.keys(localStorage).filter((k) => k.startsWith('entwurf.'));

describe('AuftragserfassungPage: the draft of what was typed', { timeout: 20000 }, () => {
  it('keeps the typing in the browser and offers it when the form opens again; Wiederherstellen brings it back', async () => {
    render(<NeuerAuftrag />);
    fireEvent.change(await senderName(), { target: { value: 'Elbe Papierwerke GmbH' } });
    await waitFor(() => expect(storedDrafts()).toHaveLength(1));
    cleanup();

    render(<NeuerAuftrag />);
    const offer = await screen.findByRole('alertdialog');
    expect(offer.textContent).toMatch(
      /^Es gibt einen nicht gespeicherten Entwurf dieses Auftrags vom .+\. Möchten Sie ihn wiederherstellen\?/,
    );
    expect((await senderName()).getAttribute('value') ?? '').toBe('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(async () => expect(((await senderName()) as HTMLInputElement).value).toBe('Elbe Papierwerke GmbH'));
  });

  it('Verwerfen drops the draft and keeps the form as loaded', async () => {
    render(<NeuerAuftrag />);
    fireEvent.change(await senderName(), { target: { value: 'Weser GmbH' } });
    await waitFor(() => expect(storedDrafts()).toHaveLength(1));
    cleanup();
    render(<NeuerAuftrag />);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(storedDrafts()).toEqual([]));
    expect(((await senderName()) as HTMLInputElement).value).toBe('');
  });
});
