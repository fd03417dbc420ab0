import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './DateWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('DateWidget', () => {
  it('shows the stored yyyy-mm-dd as dd.mm.yyyy', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Abholdatum' }).value).toBe('24.11.2026');
  });

  it('stores a typed German date as yyyy-mm-dd', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Abholdatum' });
    await userEvent.type(input, '03.12.2026');
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe('2026-12-03');
  });

  it('offers a German calendar', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Abholdatum' }));
    expect(await screen.findByText('November 2026')).toBeTruthy();
    expect(screen.getAllByText(/^(Di|Mi|Do)$/).length).toBeGreaterThan(0); // German weekday names
    expect(screen.getByRole('button', { name: 'Heute' })).toBeTruthy();
  });

  it('rejects dates before 1970 (portal date check)', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Abholdatum' }), '31.12.1969');
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBeUndefined();
  });
});
