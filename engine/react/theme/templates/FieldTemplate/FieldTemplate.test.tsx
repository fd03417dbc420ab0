import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './FieldTemplate.stories';

const { Address, ServerErrors, DescriptionAndHidden, Switches } = composeStories(stories);

afterEach(() => {
  cleanup();
});

function formGroupOf(element: HTMLElement): HTMLElement | null {
  return element.closest<HTMLElement>(`.${Classes.FORM_GROUP}`);
}

describe('FieldTemplate', () => {
  it("shows a switch's label once, beside the switch (toggle and checkbox)", () => {
    render(<Switches />);
    for (const name of ['Einmaladresse', 'Unsichtbar']) {
      expect(screen.getAllByText(name)).toHaveLength(1);
      expect(screen.getByRole('switch', { name })).toBeDefined();
    }
  });

  it('shows a field error in its FormGroup after an invalid submit and clears it when the value changes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Address onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();

    const name = screen.getByRole('textbox', { name: 'Name' });
    const error = document.getElementById('root_name__error');
    expect(error?.textContent).not.toBe('');
    expect(formGroupOf(name)?.contains(error)).toBe(true);
    expect(formGroupOf(name)?.classList.contains(Classes.INTENT_DANGER)).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('root_name__error');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(name, 'Hansa');
    expect(document.getElementById('root_name__error')).toBeNull();
    expect(formGroupOf(name)?.classList.contains(Classes.INTENT_DANGER)).toBe(false);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('root_ort__error')).not.toBeNull();
  });

  it('shows the error again when the next submit finds it still invalid', async () => {
    const user = userEvent.setup();
    render(<Address />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const ort = screen.getByRole('textbox', { name: 'Ort' });
    await user.type(ort, 'x');
    await user.clear(ort);
    expect(document.getElementById('root_ort__error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(document.getElementById('root_ort__error')).not.toBeNull();
  });

  it('shows server errors at their field until the value is edited', async () => {
    const user = userEvent.setup();
    render(<ServerErrors />);
    const plz = screen.getByRole('textbox', { name: 'PLZ' });
    expect(formGroupOf(plz)?.textContent).toContain('PLZ und Ort passen nicht zusammen');
    await user.type(plz, '{Backspace}');
    expect(formGroupOf(plz)?.textContent).not.toContain('PLZ und Ort passen nicht zusammen');
  });

  it('keeps the accessible name exactly the label although the label shows a required marker', () => {
    render(<Address />);
    const label = document.querySelector<HTMLLabelElement>('label[for="root_name"]');
    expect(label?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Name *');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDefined();
    expect(screen.getByLabelText('Name')).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('renders the description under the label and links it to the input', () => {
    render(<DescriptionAndHidden />);
    const rampe = screen.getByRole('textbox', { name: 'Rampe' });
    const description = document.getElementById('root_rampe__description');
    expect(description?.textContent).toBe('Torbezeichnung laut Zeitfenster-Buchung');
    expect(formGroupOf(rampe)?.contains(description)).toBe(true);
    expect(rampe.getAttribute('aria-describedby')).toContain('root_rampe__description');
  });

  it('renders nothing for hidden fields but keeps their value', async () => {
    const onSubmit = vi.fn();
    render(<DescriptionAndHidden onSubmit={onSubmit} formData={{ rampe: 'Tor 3' }} />);
    expect(screen.queryByText('Ladestellen-ID')).toBeNull();
    expect(document.getElementById('root_ladestellenId')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ rampe: 'Tor 3', ladestellenId: 'LS-0042' });
  });
});
