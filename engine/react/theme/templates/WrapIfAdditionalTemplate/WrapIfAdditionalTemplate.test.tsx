import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './WrapIfAdditionalTemplate.stories';

const { References, OrdinaryFields } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('WrapIfAdditionalTemplate', () => {
  it('shows key and value of each entry', () => {
    render(<References />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Schlüssel Kundenreferenz' }).value).toBe(
      'Kundenreferenz',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Kundenreferenz' }).value).toBe('K-4711');
    expect(screen.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);
  });

  it('renames, removes and adds entries', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<References onChange={onChange} />);
    const key = screen.getByRole('textbox', { name: 'Schlüssel Kostenstelle' });
    await user.clear(key);
    await user.type(key, 'Kostenträger');
    await user.tab();
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ Kundenreferenz: 'K-4711', Kostenträger: '310' });

    await user.click(screen.getAllByRole('button', { name: 'Entfernen' })[0]);
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ Kostenträger: '310' });

    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(Object.keys(onChange.mock.lastCall?.[0].formData)).toHaveLength(2);
  });

  it('adds nothing around ordinary fields', () => {
    render(<OrdinaryFields />);
    expect(screen.queryByRole('textbox', { name: /Schlüssel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entfernen' })).toBeNull();
  });
});
