// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import logicMeta from '../../../schemas/meta/logic.schema.json';
import variantMeta from '../../../schemas/meta/variant.schema.json';
import { variantOverlays } from '../../../variants';

const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(logicMeta, 'logic.schema.json');
const validate = ajv.compile(variantMeta);
const base = { id: 'x', screen: 'auftragserfassung', when: true };

describe('variant meta-schema: overlay keywords by id', () => {
  it('accepts every overlay of variants/', () => {
    for (const overlay of variantOverlays)
      expect([overlay.id, validate(overlay), validate.errors]).toEqual([overlay.id, true, null]);
  });

  it('accepts nodes, insert, remove, requiredAdd and requiredRemove without a patch', () => {
    expect(
      validate({
        ...base,
        nodes: { iban: { visible: true } },
        insert: [{ after: 'bic', node: { type: 'field', field: 'a' } }],
        remove: ['positionen.lademeter'],
        requiredAdd: ['/empfaenger/kontakt'],
        requiredRemove: ['/empfaenger/ort'],
      }),
    ).toBe(true);
  });

  it.each([
    ['no change at all', base],
    ['an insert with two anchors', { ...base, insert: [{ before: 'a', after: 'b', node: {} }] }],
    ['an insert without node', { ...base, insert: [{ into: 'panel' }] }],
    ['a misspelled insert keyword', { ...base, insert: [{ afterr: 'a', node: {} }] }],
    ['a required entry as a dot path', { ...base, requiredAdd: ['empfaenger.kontakt'] }],
    ['remove as one string', { ...base, remove: 'positionen.lademeter' }],
    ['an unknown keyword', { ...base, requiredAdds: ['/a'] }],
  ])('refuses %s', (_, overlay) => {
    expect(validate(overlay)).toBe(false);
  });
});
