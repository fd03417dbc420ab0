import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ConfirmDialog.stories';

const { AdresseAnlegen } = composeStories(stories);

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks the question in the size the document gives (400 × 175 px) with its Ja / Nein', () => {
    render(<AdresseAnlegen />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Wollen Sie die Adresse vom Typ Absender anlegen?');
    expect([dialog.style.width, dialog.style.height]).toEqual(['400px', '175px']);
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(AdresseAnlegen.args.onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(AdresseAnlegen.args.onCancel).toHaveBeenCalledOnce();
  });
});
