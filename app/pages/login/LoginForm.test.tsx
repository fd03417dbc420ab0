import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './LoginForm.stories';

const { Anmeldung, WirdAngemeldet } = composeStories(stories);

afterEach(cleanup);

describe('login screen document rendered by the engine', () => {
  it('renders user name and password from the document', () => {
    render(<Anmeldung />);
    expect((screen.getByRole('textbox', { name: 'Benutzer' }) as HTMLInputElement).maxLength).toBe(30);
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('refuses an empty submit with the spec text', async () => {
    const onLogin = vi.fn();
    render(<Anmeldung onLogin={onLogin} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Benutzer' }), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    // The refusal's texts come from the engine's validation, loaded on demand.
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Bitte Benutzer und Passwort eingeben',
    );
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('passes trimmed credentials on', async () => {
    const onLogin = vi.fn();
    render(<Anmeldung onLogin={onLogin} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Benutzer' }), ' demo ');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Disponent#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledWith('demo', 'Disponent#2026');
  });

  it('logs in with Enter in the password field (a one-step form: enterKey submit)', async () => {
    const onLogin = vi.fn();
    render(<Anmeldung onLogin={onLogin} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Benutzer' }), 'demo');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Disponent#2026{Enter}');
    expect(onLogin).toHaveBeenCalledWith('demo', 'Disponent#2026');
  });

  it('is disabled while logging in', () => {
    render(<WirdAngemeldet />);
    expect((screen.getByRole('textbox', { name: 'Benutzer' }) as HTMLInputElement).disabled).toBe(true);
  });
});
