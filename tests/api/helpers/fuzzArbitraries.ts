import fc from 'fast-check';
import { resolve, type ContractOperation, type ContractParam } from './contractOperations';
import { multipartUpload } from './multipart';

type Json = Record<string, unknown>;

/** Placeholders a JSON text cannot hold as values: replaced in the serialised body (see bodyText). */
const RAW = {
  '"__1E400__"': '1e400',
  '"__NEG1E400__"': '-1e400',
  '"__HUGE__"': '123456789012345678901234567890',
  '"__DEEP__"': `${'['.repeat(40)}${']'.repeat(40)}`,
};

/** Values that break naive code: non-finite and huge numbers, signs, empty and blank text, unicode, markup, SQL. */
export const HOSTILE_TEXT = [
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  'NaN',
  '-0',
  '-1',
  '0',
  '1.5',
  '1e23',
  '9'.repeat(30),
  '0x10',
  '１２',
  '٣',
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  'Ä'.repeat(300),
  '😀🚚',
  '\u202eabc',
  'a,b',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  'x'.repeat(5000),
];

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT, ...Object.keys(RAW).map((k) => k.slice(1, -1))),
  fc.constantFrom(null, true, false, -1, 0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e300, -1e-300, 0.1),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom([], {}, [[[]]], { a: { b: { c: 1 } } }, ['x', 1, null], { id: 'x' }, { id: -1 }, { id: 1e300 }),
);

const dateText = fc.date({ min: new Date('1999-01-01'), max: new Date('2031-12-31'), noInvalidDate: true });

function texts(schema: Json): fc.Arbitrary<unknown> {
  if (schema.format === 'date') return dateText.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return dateText.map((d) => d.toISOString());
  if (schema.format === 'email') return fc.constantFrom('dispo@nordlicht.example', 'a@b.de', 'kein-at');
  const max = Math.min(Number(schema.maxLength ?? 40), 60);
  return fc.oneof(
    fc.string({ maxLength: max }),
    fc.constantFrom('Hamburg', 'Nordlicht', 'DE', '20457', 'gmbh', 'demo', 'A'),
    fc.string({ unit: 'grapheme', maxLength: max }),
  );
}

function numbers(schema: Json, integer: boolean): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -5;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100_000) : min + 5_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A value for a JSON Schema of the contract: mostly valid-ish (types, enums, lengths, required keys), and with the given
 * weight a hostile leaf or a missing required field instead.
 */
export function schemaValue(node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  if (depth > 6) return fc.constant(null);
  const valid = validValue(schema, depth);
  return fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: hostileLeaf, weight: 1 });
}

function validValue(schema: Json, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]))
      return fc.oneof(...(schema[key] as unknown[]).map((s) => schemaValue(s, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return validValue(mergeAll(schema), depth);
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== 'null')
    : (schema.type ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Json).map(([k, s]) => [k, schemaValue(s, depth + 1)]),
      );
      const required = ((schema.required ?? []) as string[]).filter((k) => k in properties);
      return fc.oneof(
        { arbitrary: fc.record(properties, { requiredKeys: required }), weight: 6 },
        { arbitrary: fc.record(properties, { requiredKeys: [] }), weight: 1 },
      );
    }
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'string':
      return texts(schema);
    case 'integer':
      return numbers(schema, true);
    case 'number':
      return numbers(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileLeaf;
  }
}

function mergeAll(schema: Json): Json {
  const { allOf, ...own } = schema;
  const parts = [own, ...(allOf as unknown[]).map((s) => resolve(s))];
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => (p.allOf ? mergeAll(p).properties : p.properties) ?? {})),
    required: parts.flatMap((p) => (p.required ?? []) as string[]),
  };
}

/** Serialises a generated body; the placeholders become numbers beyond JSON's range and nesting beyond the limit. */
export function bodyText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [placeholder, raw] of Object.entries(RAW)) text = text.replaceAll(placeholder, raw);
  return text;
}

/** A path or query value: real ids of the test database (pool), numbers in range, or hostile text. */
export function paramValue(param: ContractParam, pool: number[] | undefined): fc.Arbitrary<unknown> {
  const schema = param.schema;
  const hostile = fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length < 400));
  const one = (s: Json): fc.Arbitrary<unknown> => {
    if (s.type === 'integer' && pool?.length)
      return fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 4 }, { arbitrary: hostile, weight: 1 });
    return fc.oneof({ arbitrary: validValue(s, 5), weight: 4 }, { arbitrary: hostile, weight: 1 });
  };
  const value =
    schema.type === 'array' ? fc.array(one(resolve(schema.items)), { minLength: 1, maxLength: 3 }) : one(schema);
  return param.required ? value : fc.option(value, { nil: undefined, freq: 3 });
}

/** One generated request of an operation: URL values, body (JSON text or multipart) and content type. */
export interface FuzzRequest {
  values: Record<string, unknown>;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** The request arbitrary of one operation; pools give real ids per parameter name. */
export function requestArbitrary(
  op: ContractOperation,
  pools: (param: ContractParam) => number[] | undefined,
): fc.Arbitrary<FuzzRequest> {
  const values = fc
    .record(Object.fromEntries(op.params.map((p) => [p.name, paramValue(p, pools(p))])), { requiredKeys: [] })
    .map((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)));
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v): Pick<FuzzRequest, 'payload' | 'headers'> => ({
      payload: bodyText(v),
      headers: { 'content-type': 'application/json' },
    }));
  const none = fc.constant<Pick<FuzzRequest, 'payload' | 'headers'>>({ headers: {} });
  const bodies: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers'>>[] = [];
  if (op.body) bodies.push(json(schemaValue(op.body)), json(schemaValue(op.body)), json(hostileLeaf));
  if (op.multipart) {
    bodies.push(
      fc
        .record({
          file: fc.uint8Array({ maxLength: 200 }),
          metadata: fc.oneof(
            fc.string({ maxLength: 30 }),
            hostileLeaf.map(bodyText),
            fc.constant('{"dateiname":"Lieferschein.pdf"}'),
          ),
        })
        .map(({ file, metadata }) => multipartUpload(Buffer.from(file), metadata)),
    );
  }
  bodies.push(
    none,
    fc.constantFrom<Pick<FuzzRequest, 'payload' | 'headers'>>(
      { payload: '{"a":', headers: { 'content-type': 'application/json' } },
      { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: 'Text', headers: { 'content-type': 'text/plain' } },
    ),
  );
  return fc.record({ values, body: fc.oneof(...bodies) }).map(({ values: v, body }) => ({ values: v, ...body }));
}
