import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ArrayFieldItemButtonsTemplate.stories';

const { Toolbars, Disabled } = composeStories(stories);

afterEach(() => {
  cleanup();
});

function references() {
  return screen.getByRole('group', { name: 'Referenzen' });
}

describe('ArrayFieldItemButtonsTemplate', () => {
  it('names the icon buttons in German and disables impossible moves', () => {
    render(<Toolbars />);
    const up = within(references()).getAllByRole<HTMLButtonElement>('button', { name: 'Nach oben' });
    const down = within(references()).getAllByRole<HTMLButtonElement>('button', { name: 'Nach unten' });
    expect(up.map((button) => button.disabled)).toEqual([true, false]);
    expect(down.map((button) => button.disabled)).toEqual([false, true]);
    expect(up[0].title).toBe('Nach oben');
    expect(within(references()).getAllByRole('button', { name: 'Kopieren' })).toHaveLength(2);
  });

  it('moves and copies rows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toolbars onChange={onChange} />);
    await user.click(within(references()).getAllByRole('button', { name: 'Nach unten' })[0]);
    expect(onChange.mock.lastCall?.[0].formData.referenzen).toEqual(['PO-77812', 'LS-2024-0815']);
    await user.click(within(references()).getAllByRole('button', { name: 'Kopieren' })[1]);
    expect(onChange.mock.lastCall?.[0].formData.referenzen).toEqual(['PO-77812', 'LS-2024-0815', 'LS-2024-0815']);
  });

  it('disables every row button in a disabled form', () => {
    render(<Disabled />);
    for (const name of ['Nach oben', 'Nach unten', 'Kopieren', 'Entfernen']) {
      for (const button of screen.getAllByRole<HTMLButtonElement>('button', { name })) {
        expect(button.disabled).toBe(true);
      }
    }
  });
});
