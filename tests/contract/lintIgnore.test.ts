// @vitest-environment node
/**
 * The findings of Redocly's linter that .redocly.lint-ignore.yaml accepts stay correct: each ignored ambiguity is
 * resolved by the methods or the parameter schemas, each operation without a 4xx has nothing a client can get wrong.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import { asObj, doc, operations, root, type Json, type Operation } from './fixtures';

const ignored = asObj(
  asObj(parse(readFileSync(resolve(root, '.redocly.lint-ignore.yaml'), 'utf8')))['openapi/openapi.yaml'],
);
const pointers = (rule: string) => (ignored[rule] ?? []) as string[];
const unescape = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~');
const pathOf = (pointer: string) => unescape(pointer.split('/')[2]);
const isParam = (segment: string) => /^\{.+\}$/.test(segment);

/** Redocly's no-ambiguous-paths test: same length, equal literals where both are literal, as many parameters. */
function ambiguous(a: string, b: string): boolean {
  const pa = a.split('/'),
    pb = b.split('/');
  if (pa.length !== pb.length) return false;
  const literalsAgree = pa.every((s, i) => isParam(s) || isParam(pb[i]) || s === pb[i]);
  return literalsAgree && pa.filter(isParam).length === pb.filter(isParam).length;
}

// Path parameters are checked as the server checks them: coerced from the string, arrays split at commas.
const ajv = new Ajv2020({ strict: false, coerceTypes: 'array' });
function refuses(op: Operation, segment: string, literal: string): boolean {
  const param = op.params.find((p) => p.in === 'path' && `{${String(p.name)}}` === segment);
  const schema = asObj(param?.schema);
  const value = schema.type === 'array' ? literal.split(',') : literal;
  return !ajv.validate(schema, value);
}

/** No request reaches both operations: another method, or a literal of one that the other's parameter refuses. */
function separated(a: Operation, b: Operation): boolean {
  if (a.method !== b.method) return true;
  const pa = a.path.split('/'),
    pb = b.path.split('/');
  return pa.some(
    (s, i) =>
      (isParam(s) && !isParam(pb[i]) && refuses(a, s, pb[i])) ||
      (isParam(pb[i]) && !isParam(s) && refuses(b, pb[i], s)),
  );
}

describe('.redocly.lint-ignore.yaml', () => {
  it.each(pointers('no-ambiguous-paths').map(pathOf))('%s is ambiguous in shape only', (path) => {
    const partners = Object.keys(asObj(doc.paths)).filter((other) => other !== path && ambiguous(path, other));
    expect(partners, 'stale entry: no ambiguous partner').not.toEqual([]);
    for (const other of partners) {
      for (const a of operations.filter((o) => o.path === path)) {
        for (const b of operations.filter((o) => o.path === other))
          expect(separated(a, b), `${a.method} ${path} / ${b.method} ${other}`).toBe(true);
      }
    }
  });

  it.each(pointers('operation-4xx-response'))('%s takes nothing a client can get wrong', (pointer) => {
    const [, , raw, method] = pointer.split('/');
    const op = operations.find((o) => o.path === unescape(raw) && o.method === method.toUpperCase())!;
    expect(op, pointer).toBeDefined();
    expect(op.params.filter((p: Json) => p.in === 'path' || p.in === 'query')).toEqual([]);
    expect(op.op.requestBody).toBeUndefined();
    expect(op.op.security, 'public: no 401 either').toEqual([]);
  });
});
