import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './NumberWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('NumberWidget', () => {
  it('shows amounts with thousands dot and two decimals, counts as integers', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nachnahmebetrag' }).value).toBe('1.234,50');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Gewicht (kg)' }).value).toBe('640,00');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Anzahl' }).value).toBe('2');
  });

  it('parses German input while typing and formats on blur', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nachnahmebetrag' });
    await userEvent.type(amount, '-1.234,567');
    expect(amount.value).toBe('1.234,56');
    expect(onChange.mock.lastCall?.[0].formData.nachnahmeBetrag).toBe(1234.56);
    await userEvent.tab();
    expect(amount.value).toBe('1.234,56');
    const count = screen.getByRole<HTMLInputElement>('textbox', { name: 'Anzahl' });
    await userEvent.type(count, '1234,');
    expect(count.value).toBe('1234');
    await userEvent.tab();
    expect(count.value).toBe('1.234');
  });

  it('reports the schema limit in German on submit', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nachnahmebetrag' }), '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText(/999999.99/)).toBeTruthy();
  });
});
