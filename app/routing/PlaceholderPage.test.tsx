import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './PlaceholderPage.stories';

const { Auftragsvorlagen, MonatlicherCsvExport } = composeStories(stories);

afterEach(cleanup);

describe('PlaceholderPage', () => {
  it('names the screen and says it is not built yet', () => {
    render(<Auftragsvorlagen />);
    expect(screen.getByRole('heading', { name: 'Auftragsvorlagen' })).toBeTruthy();
    expect(screen.getByText('Diese Maske ist noch nicht umgesetzt.')).toBeTruthy();
  });

  it('takes its title from the route', () => {
    render(<MonatlicherCsvExport />);
    expect(screen.getByRole('heading', { name: 'Monatlicher CSV-Export' })).toBeTruthy();
  });
});
