import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './SelectWidget.stories';

const { Empty, Chosen, Multiple } = composeStories(stories);

afterEach(() => {
  cleanup();
});

function optionTexts(select: HTMLSelectElement): string[] {
  return Array.from(select.options, (option) => option.text);
}

describe('SelectWidget', () => {
  it('is a Blueprint select named by its label, with the placeholder as empty first option', () => {
    render(<Empty />);
    const frankatur = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Frankatur' });
    expect(frankatur.parentElement?.classList.contains(Classes.HTML_SELECT)).toBe(true);
    expect(optionTexts(frankatur)).toEqual(['Bitte wählen', 'frei Haus', 'unfrei', 'ab Werk']);
    expect(frankatur.options[0].value).toBe('');
    expect(frankatur.value).toBe('');
    expect(frankatur.required).toBe(true);
  });

  it('shows the chosen value', () => {
    render(<Chosen />);
    const frankatur = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Frankatur' });
    expect(frankatur.selectedOptions[0].text).toBe('frei Haus');
  });

  it('reports the chosen enum value, not its position', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frankatur' }), 'unfrei');
    expect(onChange.mock.lastCall?.[0].formData.frankatur).toBe('unfrei');
  });

  it('shows the required error at the select and clears it once something is chosen', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const frankatur = screen.getByRole('combobox', { name: 'Frankatur' });
    expect(frankatur.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('root_frankatur__error')).not.toBeNull();
    await user.selectOptions(frankatur, 'ab Werk');
    expect(document.getElementById('root_frankatur__error')).toBeNull();
  });

  it('offers a list box for multiple choices', async () => {
    const onChange = vi.fn();
    render(<Multiple onChange={onChange} />);
    const equipment = screen.getByRole<HTMLSelectElement>('listbox', { name: 'Fahrzeugausstattung' });
    expect(equipment.multiple).toBe(true);
    await userEvent.selectOptions(equipment, 'Plane');
    expect(onChange.mock.lastCall?.[0].formData.ausstattung).toEqual(['Hebebühne', 'Plane']);
  });
});
