import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './ButtonTemplates.stories';

const { DefaultSubmit, CustomSubmit, NoSubmit, DisabledForm, ListButtons } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('ButtonTemplates', () => {
  it('renders the submit button as primary Blueprint submit button reading "Speichern"', () => {
    render(<DefaultSubmit />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Speichern' });
    expect(submit.type).toBe('submit');
    expect(submit.classList.contains(Classes.BUTTON)).toBe(true);
    expect(submit.classList.contains(Classes.INTENT_PRIMARY)).toBe(true);
  });

  it('takes the submit text from ui:submitButtonOptions', () => {
    render(<CustomSubmit />);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('leaves the submit button out with norender and disables it in a disabled form', () => {
    render(<NoSubmit />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<DisabledForm />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Speichern' }).disabled).toBe(true);
  });

  it('gives the list buttons German names and tooltips, and never submits with them', () => {
    render(<ListButtons />);
    for (const name of ['Hinzufügen', 'Entfernen', 'Nach oben', 'Nach unten', 'Kopieren']) {
      const [button] = screen.getAllByRole<HTMLButtonElement>('button', { name });
      expect(button.title).toBe(name);
      expect(button.type).toBe('button');
      expect(button.querySelector('svg')).not.toBeNull();
    }
  });
});
