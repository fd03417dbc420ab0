import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../ScreenForm/ScreenForm.stories';

const { WarumModus, VarianteB } = composeStories(stories);

afterEach(cleanup);

describe('Warum? mode of ScreenForm', () => {
  it('explains a field: state with its limit, the overlay that set it and where', async () => {
    render(<WarumModus />);
    fireEvent.click(await screen.findByRole('button', { name: 'Warum? Empfängerreferenz' }));
    const popover = await screen.findByRole('dialog', { name: 'Warum? Empfängerreferenz' });
    expect(within(popover).getByText(/Zustand/).parentElement?.textContent).toContain(
      'sichtbar, keine Pflicht, änderbar, Höchstlänge 50 Zeichen',
    );
    expect(within(popover).getByText('greift')).toBeTruthy();
    expect(within(popover).getAllByText('variants/variante-b-referenz.json#/patch').length).toBeGreaterThan(0);
  });

  it('lists the fields a rule hides, each explainable', async () => {
    render(<WarumModus />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ausgeblendete Felder' }));
    const list = await screen.findByRole('dialog', { name: 'Ausgeblendete Felder' });
    fireEvent.click(within(list).getByRole('button', { name: 'Warum? Zustelldatum' }));
    const popover = await screen.findByRole('dialog', { name: 'Warum? Zustelldatum' });
    expect(within(popover).getByText(/Zustand/).parentElement?.textContent).toContain('ausgeblendet');
    expect(within(popover).getByText(/zustelldatum_off/)).toBeTruthy();
  });

  it('draws no toggle and no explain buttons unless the caller or Storybook offers the mode', async () => {
    render(<VarianteB />);
    await screen.findByRole('textbox', { name: 'Empfängerreferenz' });
    expect(screen.queryByRole('button', { name: 'Warum?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Warum? Empfängerreferenz' })).toBeNull();
  });
});
