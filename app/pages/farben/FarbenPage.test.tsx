import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './FarbenPage.stories';

const { Standard } = composeStories(stories);

afterEach(cleanup);

describe('FarbenPage', () => {
  it('shows its heading, the explanation and the list of the colour variables (localhost is a development host)', async () => {
    render(<Standard />);
    expect(await screen.findByRole('heading', { name: 'Farben' })).toBeTruthy();
    expect(screen.getByText(/Kontrast nach WCAG 2.1/)).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Farbvariablen der Themen' })).toBeTruthy();
  });
});
