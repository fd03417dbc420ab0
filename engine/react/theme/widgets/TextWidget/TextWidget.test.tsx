import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './TextWidget.stories';

const { Empty, Filled, ReadOnly, Disabled } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('TextWidget', () => {
  it('names every input exactly by its label, which points at the input', () => {
    render(<Empty />);
    for (const name of ['Name', 'Name 2', 'Straße', 'PLZ', 'Ort']) {
      const input = screen.getByRole('textbox', { name });
      const label = document.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent).toContain(name);
    }
  });

  it('marks required fields with an asterisk that is hidden from assistive tech', () => {
    render(<Empty />);
    const nameLabel = document.querySelector('label[for="root_name"]');
    const marker = nameLabel?.querySelector('[aria-hidden="true"]');
    expect(marker?.textContent).toBe('*');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).required).toBe(true);
    expect(document.querySelector('label[for="root_name2"] [aria-hidden="true"]')).toBeNull();
  });

  it('honours maxLength from the schema', async () => {
    render(<Empty />);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    const plz = screen.getByRole<HTMLInputElement>('textbox', { name: 'PLZ' });
    expect(name.maxLength).toBe(35);
    expect(plz.maxLength).toBe(9);
    await userEvent.type(plz, '1234567890123');
    expect(plz.value).toBe('123456789');
  });

  it('passes ui:autocomplete on as the autocomplete attribute', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: 'PLZ' }).getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByRole('textbox', { name: 'Ort' }).getAttribute('autocomplete')).toBe('address-level2');
  });

  it('shows the form data', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ort' }).value).toBe('Bremen');
  });

  it('renders read-only and disabled forms', () => {
    render(<ReadOnly />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).readOnly).toBe(true);
    cleanup();
    render(<Disabled />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).disabled).toBe(true);
  });
});
