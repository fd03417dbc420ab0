import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './LightScreenForm.stories';

const { Anmeldung, MitKontoAnlegen, MitOverlay } = composeStories(stories);

afterEach(cleanup);

describe('LightScreenForm', () => {
  it('refuses an empty form with the document text once above it, marks the fields and focuses the first', async () => {
    const onSubmit = Anmeldung.args.onSubmit!;
    render(<Anmeldung />);
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Bitte Kennung und Kennwort eingeben',
    );
    const kennung = screen.getByRole('textbox', { name: 'Kennung' });
    await waitFor(() => expect(document.activeElement).toBe(kennung));
    expect(kennung.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(kennung, { target: { value: 'demo' } });
    expect(kennung.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Kennwort').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes a valid form on; the password field is a password input with its limit', async () => {
    const onSubmit = Anmeldung.args.onSubmit!;
    render(<Anmeldung />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Kennung' }), { target: { value: 'demo' } });
    const secret = screen.getByLabelText('Kennwort') as HTMLInputElement;
    expect([secret.type, secret.maxLength, secret.autocomplete]).toEqual(['password', 100, 'current-password']);
    fireEvent.change(secret, { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kennung: 'demo', geheimnis: 'geheim' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a form button by its document rule and hands its id on', () => {
    render(<Anmeldung />);
    expect(screen.queryByRole('button', { name: 'Konto anlegen' })).toBeNull();
    cleanup();
    render(<MitKontoAnlegen />);
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(MitKontoAnlegen.args.onAction).toHaveBeenCalledWith('konto', {});
  });

  it('leaves a screen with an overlay to the full engine, which applies it', async () => {
    render(<MitOverlay />);
    expect(await screen.findByRole('textbox', { name: 'Kennung (E-Mail)' }, { timeout: 5000 })).toBeTruthy();
  });
});
