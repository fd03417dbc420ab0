import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './FieldHelpTemplate.stories';

const { PostcodeHelp, HelpAndError } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('FieldHelpTemplate', () => {
  it('shows ui:help as helper text referenced by the input', () => {
    render(<PostcodeHelp />);
    const help = document.getElementById('root_plz__help');
    expect(help?.textContent).toBe('Ohne Länderkennzeichen, z. B. 28195');
    expect(help?.classList.contains(Classes.FORM_HELPER_TEXT)).toBe(true);
    expect(screen.getByRole('textbox', { name: 'PLZ' }).getAttribute('aria-describedby')).toContain('root_plz__help');
    expect(document.getElementById('root_ort__help')).toBeNull();
  });

  it('comes after the error messages', () => {
    render(<HelpAndError />);
    const error = document.getElementById('root_plz__error');
    const help = document.getElementById('root_plz__help');
    expect(error && help && error.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
