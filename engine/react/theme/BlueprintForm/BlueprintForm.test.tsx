import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import validator from '@rjsf/validator-ajv8';
import { addressSchema, addressUiSchema } from '../fixtures';
import { BlueprintForm } from './BlueprintForm';
import * as stories from './BlueprintForm.stories';

const { Login, FreightOrder, FreightOrderWithErrorList } = composeStories(stories);

afterEach(() => {
  cleanup();
});

/** An address form whose data lives in the parent, the way a screen holds it. */
function ControlledAddress() {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  return (
    <BlueprintForm
      schema={addressSchema}
      uiSchema={addressUiSchema}
      validator={validator}
      formData={formData}
      onChange={(event) => setFormData(event.formData)}
      onError={() => undefined}
      showErrorList={false}
      noHtml5Validate
    />
  );
}

describe('BlueprintForm', () => {
  it('logs in with the fields found by their labels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Login onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Benutzer' }), 'disponent.bremen');
    await user.type(screen.getByLabelText('Passwort'), 'geheim!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ benutzer: 'disponent.bremen', passwort: 'geheim!' });
  });

  it('lays out a freight order in panels and submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FreightOrder onSubmit={onSubmit} />);
    const shipment = screen.getByRole('group', { name: 'Sendung' });
    await user.click(within(shipment).getByRole('switch', { name: 'Gefahrgut' }));
    await user.selectOptions(within(shipment).getByRole('combobox', { name: 'Frankatur' }), 'unfrei');
    await user.click(screen.getByRole('button', { name: 'Auftrag senden' }));
    const { sendung, absender } = onSubmit.mock.calls[0][0].formData;
    expect(sendung).toMatchObject({ gefahrgut: true, frankatur: 'unfrei', zustellung: 'Standard' });
    expect(absender.ort).toBe('Bremen');
  });

  it('shows errors at the fields of nested panels, and the summary only when asked', async () => {
    const user = userEvent.setup();
    render(<FreightOrderWithErrorList />);
    await user.click(screen.getByRole('button', { name: 'Auftrag senden' }));
    expect(screen.getByRole('alert')).toBeDefined();
    const sender = screen.getByRole('group', { name: 'Absender' });
    expect(within(sender).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('root_sendung_frankatur__error')).not.toBeNull();
  });

  it('clears and re-shows field errors in a controlled form too', async () => {
    const user = userEvent.setup();
    render(<ControlledAddress />);
    const save = screen.getByRole('button', { name: 'Speichern' });
    await user.click(save);
    const ort = screen.getByRole('textbox', { name: 'Ort' });
    expect(document.getElementById('root_ort__error')).not.toBeNull();
    await user.type(ort, 'Bremen');
    expect(document.getElementById('root_ort__error')).toBeNull();
    expect(document.getElementById('root_name__error')).not.toBeNull();
    await user.clear(ort);
    await user.click(save);
    expect(document.getElementById('root_ort__error')).not.toBeNull();
  });
});
