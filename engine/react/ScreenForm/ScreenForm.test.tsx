import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ScreenForm.stories';

const { Standard, ZustelldatumGesperrt, ZustelldatumAus, VarianteB } = composeStories(stories);

afterEach(cleanup);

describe('ScreenForm', () => {
  it('shows the field message next to the field and clears it when the value changes', async () => {
    const onSubmit = vi.fn();
    render(<Standard onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Frankatur' }), '5');
    expect(screen.queryByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith({ frankatur: '5' }, expect.anything());
  });

  it('renders panels from the layout', () => {
    render(<Standard />);
    expect(screen.getByRole('group', { name: 'Empfänger' })).toBeTruthy();
  });

  it('locks the delivery date until Fixtermin is chosen', () => {
    render(<ZustelldatumGesperrt />);
    expect((screen.getByLabelText('Zustelldatum') as HTMLInputElement).readOnly).toBe(true);
  });

  it('hides a switched-off field and does not require it', async () => {
    const onSubmit = vi.fn();
    render(<ZustelldatumAus onSubmit={onSubmit} formData={{ frankatur: '5' }} />);
    expect(screen.queryByLabelText('Zustelldatum')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('applies the variant overlay limits', () => {
    render(<VarianteB />);
    expect((screen.getByRole('textbox', { name: 'Empfängerreferenz' }) as HTMLInputElement).maxLength).toBe(50);
  });

  it('keeps typed values when the context changes after the first render (configuration arriving late)', async () => {
    const { rerender } = render(<Standard />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Frankatur' }), '5');
    rerender(<Standard context={{ config: { zustelldatum_off: 'true' } }} />);
    expect(screen.queryByLabelText('Zustelldatum')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Frankatur' }) as HTMLInputElement).value).toBe('5');
  });

  it('keeps the messages of a refused save when the context changes afterwards (the login page clicked before its configuration)', async () => {
    const { rerender } = render(<Standard />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeTruthy();
    rerender(<Standard context={{ config: { zustelldatum_off: 'true' } }} />);
    expect(screen.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeTruthy();
  });
});
