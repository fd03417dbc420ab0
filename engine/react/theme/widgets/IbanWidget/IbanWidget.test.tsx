import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './IbanWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('IbanWidget', () => {
  it('shows the IBAN in groups of four', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' }).value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('upper-cases, strips and groups while typing; stores it without spaces', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await userEvent.type(input, 'de89-3704/0044');
    expect(input.value).toBe('DE89 3704 0044');
    expect(onChange.mock.lastCall?.[0].formData.iban).toBe('DE8937040044');
  });

  it('checks on leaving the field and clears the message when the value changes', async () => {
    render(<Empty />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(input, 'DE89370400440532013001');
    expect(screen.queryByText('Bitte eine gültige IBAN eingeben.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Bitte eine gültige IBAN eingeben.');
    await userEvent.type(input, '{Backspace}0');
    expect(screen.queryByText('Bitte eine gültige IBAN eingeben.')).toBeNull();
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
