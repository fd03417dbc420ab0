import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { ScreenDocument } from '../../../core';
import { ScreenForm } from '../../ScreenForm';
import { portalValidator, portalValidatorMade } from './portalValidator';

afterEach(cleanup);

const doc: ScreenDocument = {
  id: 'validator-spaet',
  dataSchema: {
    type: 'object',
    properties: {
      iban: { type: 'string', title: 'IBAN', format: 'iban' },
      menge: { type: 'number', title: 'Menge', multipleOf: 0.1 },
    },
  },
  layout: [
    { type: 'field', field: 'iban' },
    { type: 'field', field: 'menge', widget: 'number' },
  ],
};

const schema = doc.dataSchema as RJSFSchema;

describe('portalValidator', () => {
  it('is made on its first use, not at import or when a form mounts (18 ms of every page load)', () => {
    render(
      <ScreenForm
        document={doc}
        formData={{ iban: 'DE89370400440532013000', menge: 8.2 }}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeTruthy();
    expect(portalValidatorMade()).toBe(false);
    // Made on demand, with the portal's formats and the exact decimal multipleOf.
    expect(portalValidator.isValid(schema, { iban: 'DE89370400440532013000', menge: 8.2 }, schema)).toBe(true);
    expect(portalValidatorMade()).toBe(true);
    expect(portalValidator.isValid(schema, { iban: 'DE00370400440532013000' }, schema)).toBe(false);
    expect(portalValidator.validateFormData({ menge: 8.25 }, schema).errors).toHaveLength(1);
  });
});
