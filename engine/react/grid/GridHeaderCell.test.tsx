import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './GridHeaderCell.stories';

const { Unsortiert, Aufsteigend, Absteigend, Mindestbreite } = composeStories(stories);

afterEach(cleanup);

describe('GridHeaderCell', () => {
  it('shows the sort state of the cycle and reports a click', async () => {
    render(<Unsortiert />);
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Datum' }));
    expect(Unsortiert.args.onSort).toHaveBeenCalledWith('datum');
    cleanup();
    render(<Aufsteigend />);
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('aria-sort')).toBe('ascending');
    cleanup();
    render(<Absteigend />);
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('changes the width by 10 px with the arrow keys, never below 70 px', async () => {
    render(<Unsortiert />);
    const handle = screen.getByRole('separator', { name: 'Breite Datum' });
    expect(handle.getAttribute('aria-valuenow')).toBe('75');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(Unsortiert.args.onResize).toHaveBeenLastCalledWith('datum', 85);
    cleanup();
    render(<Mindestbreite />);
    screen.getByRole('separator', { name: 'Breite Datum' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(Mindestbreite.args.onResize).toHaveBeenLastCalledWith('datum', 70);
  });
});
