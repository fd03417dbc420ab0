import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './TimeWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('TimeWidget', () => {
  it('shows the stored time', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Zustellzeit von' }).value).toBe('07:30');
  });

  it('inserts the colon and completes the time on blur', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Zustellzeit von' });
    await userEvent.type(input, '1745');
    expect(input.value).toBe('17:45');
    expect(onChange.mock.lastCall?.[0].formData.zustellzeitVon).toBe('17:45');
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    expect(input.value).toBe('07:00');
    expect(onChange.mock.lastCall?.[0].formData.zustellzeitVon).toBe('07:00');
  });
});
