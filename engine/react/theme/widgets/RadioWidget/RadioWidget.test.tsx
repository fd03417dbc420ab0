import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './RadioWidget.stories';

const { Default, Stacked, ReadOnly } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('RadioWidget', () => {
  it('is a radio group named by the field label, with one radio per option', () => {
    render(<Default />);
    const group = screen.getByRole('radiogroup', { name: 'Zustellung' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Standard', 'Terminzustellung', 'Fixtermin']);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Standard' }).checked).toBe(true);
    expect(group.querySelector(`.${Classes.INLINE}`)).not.toBeNull();
  });

  it('reports the chosen option', async () => {
    const onChange = vi.fn();
    render(<Stacked onChange={onChange} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Terminzustellung' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Fixtermin' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Fixtermin' }).checked).toBe(true);
    expect(onChange.mock.lastCall?.[0].formData.zustellung).toBe('Fixtermin');
  });

  it('locks all options when read-only', () => {
    render(<ReadOnly />);
    for (const radio of screen.getAllByRole<HTMLInputElement>('radio')) {
      expect(radio.disabled).toBe(true);
    }
  });
});
