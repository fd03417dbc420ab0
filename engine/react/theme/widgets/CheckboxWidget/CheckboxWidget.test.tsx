import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './CheckboxWidget.stories';

const { Off, On, CustomLabels, MustBeOn } = composeStories(stories);

afterEach(() => {
  cleanup();
});

function innerTexts(control: HTMLElement): string[] {
  const label = control.closest('label');
  return Array.from(
    label?.querySelectorAll(`.${Classes.SWITCH_INNER_TEXT}`) ?? [],
    (element) => element.textContent ?? '',
  );
}

describe('CheckboxWidget', () => {
  it('is a switch named exactly by the field title', () => {
    render(<Off />);
    const gefahrgut = screen.getByRole<HTMLInputElement>('switch', { name: 'Gefahrgut' });
    expect(gefahrgut.type).toBe('checkbox');
    expect(gefahrgut.closest('label')?.classList.contains(Classes.SWITCH)).toBe(true);
  });

  it('shows Ja / Nein inside the switch', () => {
    render(<Off />);
    expect(innerTexts(screen.getByRole('switch', { name: 'Gefahrgut' }))).toEqual(['Ja', 'Nein']);
  });

  it('takes its texts from ui:options yesLabel / noLabel', () => {
    render(<CustomLabels />);
    expect(innerTexts(screen.getByRole('switch', { name: 'Gefahrgut' }))).toEqual(['ADR', 'kein ADR']);
  });

  it('shows the value and toggles it', async () => {
    const onChange = vi.fn();
    render(<On onChange={onChange} />);
    const gefahrgut = screen.getByRole<HTMLInputElement>('switch', { name: 'Gefahrgut' });
    expect(gefahrgut.checked).toBe(true);
    await userEvent.click(gefahrgut);
    expect(gefahrgut.checked).toBe(false);
    expect(onChange.mock.lastCall?.[0].formData.gefahrgut).toBe(false);
  });

  it('marks a switch that must be on as required and shows its description', async () => {
    render(<MustBeOn />);
    const confirmed = screen.getByRole<HTMLInputElement>('switch', { name: 'ADR-Angaben geprüft' });
    expect(confirmed.required).toBe(true);
    expect(confirmed.closest('label')?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(confirmed.getAttribute('aria-describedby')).toContain('root_adrBestaetigt__description');
    expect(document.getElementById('root_adrBestaetigt__description')?.textContent).toContain('UN-Nummer');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(document.getElementById('root_adrBestaetigt__error')).not.toBeNull();
    await userEvent.click(confirmed);
    expect(document.getElementById('root_adrBestaetigt__error')).toBeNull();
  });
});
