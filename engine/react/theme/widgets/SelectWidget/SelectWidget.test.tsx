import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import { getTestRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import * as stories from './SelectWidget.stories';
import { SelectWidget } from './SelectWidget';

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

  it('shows a stored value missing from the (changed) list as empty, not as the first option', () => {
    // Bound to the form store, the widget can get a value its option source no longer lists (another tenant's list).
    const frankaturen = [
      { value: 1, label: 'frei Haus' },
      { value: 2, label: 'unfrei' },
    ];
    const props = {
      id: 'frankatur',
      name: 'frankatur',
      label: 'Frankatur',
      schema: { type: 'integer', default: 1 },
      options: { enumOptions: frankaturen },
      registry: getTestRegistry({}),
      onChange: vi.fn(),
      onBlur: vi.fn(),
      onFocus: vi.fn(),
      required: false,
      disabled: false,
      readonly: false,
    } as unknown as WidgetProps;
    const { rerender } = render(<SelectWidget {...props} value={5} />);
    // Alone, without the field template that renders the label.
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('');
    expect(select.selectedOptions[0].text).toBe('');
    rerender(<SelectWidget {...props} value={2} />);
    expect(optionTexts(select)).toEqual(['frei Haus', 'unfrei']);
    expect(select.selectedOptions[0].text).toBe('unfrei');
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
