import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './FieldErrorTemplate.stories';

const { ServerErrors } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('FieldErrorTemplate', () => {
  it('lists each message of a field as helper text under it, referenced by the input', () => {
    render(<ServerErrors />);
    const plz = screen.getByRole('textbox', { name: 'PLZ' });
    const errors = document.getElementById('root_plz__error');
    expect(errors?.classList.contains(Classes.FORM_HELPER_TEXT)).toBe(true);
    expect(Array.from(errors?.children ?? [], (child) => child.textContent)).toEqual([
      'PLZ ist zu kurz',
      'PLZ und Ort passen nicht zusammen',
    ]);
    expect(plz.getAttribute('aria-describedby')?.split(' ')).toContain('root_plz__error');
    expect(plz.parentElement?.classList.contains(Classes.INTENT_DANGER)).toBe(true);
  });

  it('shows nothing for fields without errors', () => {
    render(<ServerErrors />);
    expect(document.getElementById('root_name__error')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
  });
});
