import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SuggestWidget.stories';

const { Empty } = composeStories(stories);

afterEach(cleanup);

describe('SuggestWidget drop-down list (orders.md §9)', () => {
  it('is at most 245 px high with 35 px per item, set by the theme', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Verpackung' }));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      const item = option.classList.contains(Classes.MENU_ITEM)
        ? option
        : option.querySelector<HTMLElement>(`.${Classes.MENU_ITEM}`)!;
      expect(getComputedStyle(item).minHeight).toBe('35px');
    }
    const menu = options[0].closest<HTMLElement>(`.${Classes.MENU}`)!;
    expect(getComputedStyle(menu).maxHeight).toBe('245px');
    expect(getComputedStyle(menu).overflowY).toBe('auto');
  });
});
