import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { nullAsMissingCheck } from './nullAsMissing';

const reference = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const schema = {
  type: 'object',
  required: ['frankatur', 'zeilen'],
  properties: {
    frankatur: reference,
    sperrigkeit: reference,
    name: { type: 'string', maxLength: 3 },
    zeilen: {
      type: 'array',
      items: { type: 'object', required: ['verpackung'], properties: { verpackung: reference } },
    },
  },
};

describe('null counts as missing in request bodies', () => {
  const check = nullAsMissingCheck(new Ajv2020({ allErrors: true }).compile(schema));
  const errors = (data: unknown) =>
    check(data) ? [] : check.errors!.map((e) => [e.keyword, e.instancePath, e.params.missingProperty ?? null]);

  it('reports a mandatory property sent as null as missing, nested ones too, and an optional one as the wrong type', () => {
    expect(errors({ frankatur: null, sperrigkeit: null, name: 'abcd', zeilen: [{ verpackung: null }, null] })).toEqual([
      ['required', '', 'frankatur'],
      ['type', '/sperrigkeit', null],
      ['maxLength', '/name', null],
      ['required', '/zeilen/0', 'verpackung'],
      ['type', '/zeilen/1', null],
    ]);
  });

  it('leaves valid bodies and bodies without nulls as they are', () => {
    expect(errors({ frankatur: { id: 5 }, zeilen: [] })).toEqual([]);
    expect(errors({ frankatur: 5, zeilen: [] })).toEqual([['type', '/frankatur', null]]);
    expect(errors(null)).toEqual([['type', '', null]]);
  });
});
