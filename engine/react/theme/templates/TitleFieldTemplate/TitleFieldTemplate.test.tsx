import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './TitleFieldTemplate.stories';

const { FormTitle, RequiredSection } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('TitleFieldTemplate', () => {
  it('renders the title as a Blueprint heading that names the group', () => {
    render(<FormTitle />);
    const heading = screen.getByRole('heading', { level: 5, name: 'Anmeldung' });
    expect(heading.id).toBe('root__title');
    expect(screen.getByRole('group', { name: 'Anmeldung' })).toBeDefined();
  });

  it('marks required objects with an asterisk outside the accessible name', () => {
    render(<RequiredSection />);
    const heading = screen.getByRole('heading', { name: 'Ansprechpartner Verladung' });
    expect(heading.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });
});
