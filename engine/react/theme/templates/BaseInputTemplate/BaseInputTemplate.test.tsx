import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './BaseInputTemplate.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('BaseInputTemplate', () => {
  it('renders a Blueprint InputGroup with the type the schema asks for', () => {
    render(<Empty />);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-Mail' });
    expect(email.type).toBe('email');
    expect(email.classList.contains(Classes.INPUT)).toBe(true);
    expect(email.parentElement?.classList.contains(Classes.INPUT_GROUP)).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Gewicht (kg)' }).max).toBe('24000');
    // Dates use the theme's German DateWidget (dd.mm.yyyy with a picker), not the browser's date input.
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Ladetag' }).placeholder).toBe('TT.MM.JJJJ');
  });

  it('passes placeholder, input type and schema examples on (a suggestion list makes it a combobox)', () => {
    render(<Empty />);
    const phone = screen.getByRole<HTMLInputElement>('combobox', { name: 'Telefon' });
    expect(phone.type).toBe('tel');
    expect(phone.placeholder).toBe('+49 …');
    expect(phone.list?.querySelector('option')?.value).toBe('+49 421 123456');
  });

  it('reports numbers as numbers', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Gewicht (kg)' }), '12.5');
    expect(onChange.mock.lastCall?.[0].formData.gewicht).toBe(12.5);
  });

  it('clears a value with the German clear button', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Telefon' }).value).toBe('');
    expect(onChange.mock.lastCall?.[0].formData.telefon).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Leeren' })).toBeNull();
  });
});
