import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../errors';

// NUL and lone UTF-16 surrogates: JSON and URLs carry them, but PostgreSQL cannot store them in text or jsonb and
// would fail the query, which must never turn a client's typo or paste accident into a 500.
const UNSAFE = /\0|\p{Cs}/u;
const MAX_FIELDS = 20;

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  Array.isArray(v) ||
  (typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v)));

/** Paths (a.b.0.c, as validation names fields) of every string or key in value holding a character the database cannot store. */
export function unsafeTextPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= MAX_FIELDS) return found;
  if (typeof value === 'string') {
    if (UNSAFE.test(value)) found.push(path.join('.'));
  } else if (isContainer(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (UNSAFE.test(key)) found.push([...path, key].join('.'));
      else unsafeTextPaths(child, [...path, key], found);
    }
  }
  return found;
}

/** Answers 400 with one notification per field when body, query or path parameters hold such a character. */
export function registerUnsafeTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const paths = [request.params, request.query, request.body].flatMap((part) => unsafeTextPaths(part));
    if (!paths.length) return;
    throw new HttpProblem(
      400,
      [...new Set(paths)].map((fieldname) =>
        notification('validation.zeichen', translate('validation.zeichen'), {
          header: 'Ungültige Eingabe',
          fieldname: fieldname || null,
        }),
      ),
    );
  });
}
