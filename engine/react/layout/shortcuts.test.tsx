import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { positionsScreen, shipmentScreen } from '../../core/fixtures';
import type { PanelNode, TableNode } from '../../core';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';

afterEach(cleanup);

const doc: ScreenDocument = {
  ...shipmentScreen,
  actions: [
    { id: 'speichern', label: 'Speichern', kind: 'submit', placement: 'toolbar', shortcuts: ['Strg+S', 'Strg+Enter'] },
  ],
};

describe('action shortcuts of a document', () => {
  it('submit the toolbar action on Strg+S and Strg+Enter, and show the keys in its tooltip', async () => {
    const onSubmit = vi.fn();
    render(<ScreenForm document={doc} formData={{ frankatur: '5' }} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Speichern' }).getAttribute('title')).toBe(
      'Speichern (Strg+S, Strg+Enter)',
    );
    const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    fireEvent.keyDown(window, { key: 's' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('do nothing while the action is disabled', async () => {
    const onSubmit = vi.fn();
    const locked: ScreenDocument = { ...doc, actions: [{ ...doc.actions![0], enabled: false }] };
    render(<ScreenForm document={locked} formData={{ frankatur: '5' }} onSubmit={onSubmit} />);
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

/** The shipment panel with jump keys next to the positions table with jump and new-row keys. */
const jumpDoc: ScreenDocument = {
  ...positionsScreen,
  dataSchema: {
    ...positionsScreen.dataSchema,
    properties: { ...positionsScreen.dataSchema.properties, ...shipmentScreen.dataSchema.properties },
  },
  layout: [
    { ...(shipmentScreen.layout[0] as PanelNode), shortcut: 'Alt+1' },
    { ...(positionsScreen.layout[0] as TableNode), shortcut: 'Alt+2', newRowShortcut: 'Alt+N' },
  ],
};
const rows = [{ anzahl: 2, inhalt: 'Fass', bruttoGewicht: 200 }, {}];

describe('jump shortcuts of layout nodes', () => {
  it('move the focus to the first field of a panel or table and to the new row, named in the tooltips', async () => {
    render(<ScreenForm document={jumpDoc} formData={{ auftragspositionen: rows }} onSubmit={vi.fn()} />);
    const first = await screen.findByRole('textbox', { name: 'Anzahl (Zeile 1)' });
    fireEvent.keyDown(window, { key: '2', code: 'Digit2', altKey: true });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Anzahl (Zeile 2)' }));
    fireEvent.keyDown(window, { key: '1', code: 'Digit1', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Empfängerreferenz' }));
    expect(screen.getByRole('heading', { name: 'Empfänger' }).getAttribute('title')).toBe('Empfänger (Alt+1)');
    expect(screen.getByRole('heading', { name: 'Auftragspositionen' }).getAttribute('title')).toBe(
      'Auftragspositionen (Alt+2, neue Zeile: Alt+N)',
    );
  });
});
