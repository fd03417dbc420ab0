import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './ArrayFieldItemTemplate.stories';

const { Rows, RowWithErrors } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('ArrayFieldItemTemplate', () => {
  it('puts object rows on Blueprint cards with their own toolbar', () => {
    render(<Rows />);
    const packages = screen.getByRole('group', { name: 'Packstücke' });
    const cards = packages.querySelectorAll<HTMLElement>(`.${Classes.CARD}`);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole<HTMLInputElement>('spinbutton', { name: 'Anzahl' }).value).toBe('2');
    expect(within(cards[0]).getByRole('button', { name: 'Entfernen' })).toBeDefined();
  });

  it('renders primitive rows without card, each named by the rjsf row title although the label is hidden', () => {
    render(<Rows />);
    const references = screen.getByRole('group', { name: 'Referenzen' });
    expect(references.querySelector(`.${Classes.CARD}`)).toBeNull();
    expect(references.querySelector('label')).toBeNull();
    const inputs = within(references).getAllByRole<HTMLInputElement>('textbox');
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual(['Referenzen-1', 'Referenzen-2']);
    expect(inputs.map((input) => input.value)).toEqual(['LS-2024-0815', 'PO-77812']);
    expect(inputs[0].maxLength).toBe(35);
  });

  it('shows a row field error inside that row', () => {
    render(<RowWithErrors />);
    const cards = screen.getByRole('group', { name: 'Packstücke' }).querySelectorAll<HTMLElement>(`.${Classes.CARD}`);
    expect(cards[1].textContent).toContain('Gewicht fehlt für Gefahrgut');
    expect(cards[0].textContent).not.toContain('Gewicht fehlt für Gefahrgut');
  });
});
