import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { shipmentScreen } from '../../core/fixtures';
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
