import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './PasswordWidget.stories';

const { Login, UserRemembered } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('PasswordWidget', () => {
  it('is a masked input found by its label', () => {
    render(<Login />);
    const password = screen.getByLabelText<HTMLInputElement>('Passwort');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(password.required).toBe(true);
  });

  it('puts the user name first, focused, with its autofill hint', () => {
    render(<Login />);
    const user = screen.getByRole('textbox', { name: 'Benutzer' });
    expect(document.activeElement).toBe(user);
    expect(user.getAttribute('autocomplete')).toBe('username');
  });

  it('submits what was typed under the custom submit text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<UserRemembered onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Passwort'), 'geheim!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ benutzer: 'disponent.bremen', passwort: 'geheim!' });
  });
});
