import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './WebhooksPage.stories';

const { Endpunkte, Zustellprotokoll, OhneBerechtigung } = composeStories(stories);

afterEach(cleanup);

describe('WebhooksPage: endpoints, events and delivery log', () => {
  it('lists the endpoints with the German names of their events', async () => {
    const { container } = render(<Endpunkte />);
    await Endpunkte.play?.({ canvasElement: container });
    await screen.findByText('Auftrag geändert, Sendungsstatus geändert, Auftrag zugestellt');
    expect(screen.getByText('Markieren Sie einen Endpunkt, um sein Zustellprotokoll zu sehen.')).toBeTruthy();
  });

  it('shows the marked endpoint’s events and its log: answer code or why none came, attempt, state', async () => {
    const { container } = render(<Zustellprotokoll />);
    await Zustellprotokoll.play?.({ canvasElement: container });
    expect((screen.getByRole('switch', { name: 'Auftrag zugestellt' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Auftrag angelegt' }) as HTMLInputElement).checked).toBe(false);
    const log = screen.getByRole('grid', { name: 'Zustellprotokoll' });
    expect(log.textContent).toContain('Testereignis');
    expect(log.textContent).toContain('503');
    expect(log.textContent).toContain('keine Antwort: Keine Antwort innerhalb von 10 s.');
  });

  it('tells a user without the right why the page is closed', async () => {
    render(<OhneBerechtigung />);
    await screen.findByText(/Webhooks richten Administratoren und Hauptbenutzer Ihres Mandanten ein/);
  });
});
