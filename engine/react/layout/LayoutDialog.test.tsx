import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './LayoutDialog.stories';

const { ServiceHinzufuegen, ServiceBearbeiten } = composeStories(stories);

afterEach(cleanup);

describe('LayoutDialog and ActionBar', () => {
  it('opens the dialog from its action, enables confirm once the title is filled and reports both', async () => {
    const onAction = vi.fn();
    render(<ServiceHinzufuegen onAction={onAction} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Service hinzufügen' }));
    expect(onAction).toHaveBeenCalledWith('serviceHinzufuegen', expect.any(Object), expect.any(Object));
    const dialog = await screen.findByRole('dialog', { name: 'Service hinzufügen' });
    const confirm = screen.getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Bezeichnung' }), 'Avisierung');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(onAction).toHaveBeenLastCalledWith(
      'serviceDialog',
      expect.objectContaining({ serviceName: 'Avisierung' }),
      expect.any(Object),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: 2000 });
  });

  it('fills the title from the data and stays open on an outside click', async () => {
    render(<ServiceBearbeiten />);
    await userEvent.click(screen.getByRole('button', { name: 'Service hinzufügen' }));
    expect(await screen.findByRole('dialog', { name: 'Avisierung bearbeiten' })).toBeTruthy();
    await userEvent.click(document.querySelector('.bp6-overlay-backdrop')!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });

  it('lets the action handler prefill the dialog it opens', async () => {
    render(
      <ServiceHinzufuegen
        onAction={(id, _data, form) => {
          if (id === 'serviceHinzufuegen') {
            form.set('serviceIndex', 2);
            form.set('serviceName', 'Hebebühne');
          }
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Service hinzufügen' }));
    expect(await screen.findByRole('dialog', { name: 'Hebebühne bearbeiten' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Bezeichnung' }).value).toBe('Hebebühne');
  });

  it('enables toolbar actions by their rule', () => {
    render(<ServiceHinzufuegen />);
    expect((screen.getByRole('button', { name: 'Tagespreis' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
