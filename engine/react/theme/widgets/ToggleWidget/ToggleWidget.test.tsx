import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ToggleWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('ToggleWidget', () => {
  it('is a switch with the document labels or Ja/Nein', async () => {
    const onChange = vi.fn();
    const { container } = render(<Empty onChange={onChange} />);
    const avis = screen.getByRole<HTMLInputElement>('switch', { name: 'Avis' });
    expect(avis.checked).toBe(false);
    expect(container.textContent).toContain('ohne Avis');
    expect(container.textContent).toContain('Nein');
    await userEvent.click(avis);
    expect(onChange.mock.lastCall?.[0].formData.avis).toBe(true);
  });

  it('shows the stored state', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Avis' }).checked).toBe(true);
  });
});
