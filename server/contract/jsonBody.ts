import type { FastifyInstance } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have; the deepest document (an order's dangerous goods) needs 6. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['[', '{']);

/**
 * Nesting depth of a JSON text, counted in one pass without recursion (stops counting beyond max): a hostile body of
 * 100 000 brackets overflowed the stack of the recursive walks behind the parser (validation, text checks).
 */
export function jsonDepth(text: string, max = Infinity): number {
  let depth = 0,
    deepest = 0,
    inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (OPEN.has(c)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/** Replaces the JSON body parser with one that refuses too deep nesting (400) before parsing, then parses as Fastify does. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(
        Object.assign(new Error('JSON zu tief verschachtelt'), { statusCode: 400, code: 'FST_ERR_JSON_TOO_DEEP' }),
        undefined,
      );
      return;
    }
    parse(request, body, done);
  });
}
