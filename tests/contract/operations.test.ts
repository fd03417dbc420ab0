// @vitest-environment node
/**
 * Contract tests: (c) the document holds every call of orders.md §7 and account-admin.md §7 and follows the house rules.
 * The validator runs get generous timeouts: the machine is shared, and a slow run is not a failure.
 */
import { describe, it, expect } from 'vitest';
import { PUBLIC, SPEC_CALLS, asArr, asObj, components, doc, find, isSearch, operations, parseCall } from './fixtures';

describe('(c) operations', () => {
  it('contain every call of both spec §7 lists with its named parameters and body', () => {
    const missing: string[] = [];
    for (const call of SPEC_CALLS) {
      const { method, path, query, body } = parseCall(call);
      const o = find(method, path);
      if (!o) {
        missing.push(call);
        continue;
      }
      const queryNames = o.params.filter((p) => p.in === 'query').map((p) => p.name);
      for (const q of query) if (!queryNames.includes(q)) missing.push(`${call}: query ${q}`);
      const pathNames = o.params.filter((p) => p.in === 'path').map((p) => p.name);
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
        if (!pathNames.includes(name)) missing.push(`${call}: path ${name}`);
      if (body && !o.op.requestBody) missing.push(`${call}: body`);
    }
    expect(missing).toEqual([]);
    expect(new Set(SPEC_CALLS.map((c) => c.split(' ').slice(0, 2).join(' '))).size).toBe(SPEC_CALLS.length);
    expect(operations.length).toBeGreaterThanOrEqual(SPEC_CALLS.length);
  });

  it('have unique camelCase operationIds and exactly one declared tag', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(asArr(doc.tags).map((t) => asObj(t).name));
    for (const o of operations) {
      const tags = asArr(o.op.tags);
      expect(tags, `${o.method} ${o.path}`).toHaveLength(1);
      expect(declared.has(tags[0]), `${o.method} ${o.path}: tag ${String(tags[0])}`).toBe(true);
    }
  });

  it('describe every operation, so a shape the specs do not show is named as decided', () => {
    const undescribed = operations.filter((o) => typeof o.op.description !== 'string' || !o.op.description.trim());
    expect(undescribed.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('all carry the language-id header parameter', () => {
    for (const o of operations) {
      const refs = asArr(o.op.parameters).map((p) => asObj(p).$ref);
      expect(refs, `${o.method} ${o.path}`).toContain('#/components/parameters/LanguageId');
    }
    const p = asObj(asObj(components.parameters).LanguageId);
    expect([p.name, p.in]).toEqual(['language-id', 'header']);
  });

  it('declare every path parameter with a type, ids as integers and dates as format date', () => {
    for (const o of operations) {
      const declared = o.params
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      const inPath = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      expect(declared, `${o.method} ${o.path}`).toEqual(inPath);
      for (const p of o.params) {
        const schema = asObj(p.schema);
        expect(schema.type, `${o.method} ${o.path} ${String(p.name)}`).toBeDefined();
        if (/^(id|ids|.*Id|mandant|mandant_id)$/.test(String(p.name)) && p.name !== 'language-id') {
          const t = schema.type === 'array' ? asObj(schema.items).type : schema.type;
          expect(t, `${o.method} ${o.path} ${String(p.name)}`).toBe('integer');
        }
        if (/^datum(Von|Bis)$/.test(String(p.name))) expect(schema.format).toBe('date');
      }
    }
    for (const name of ['Page', 'SearchLimit']) {
      const schema = asObj(asObj(asObj(components.parameters)[name]).schema);
      expect(schema.type).toBe('integer');
      expect(schema.minimum).toBe(1);
    }
  });

  it('answer every 4xx/5xx with the Notification list (HEAD without body)', () => {
    const error = asObj(asObj(asObj(asObj(components.responses).Error).content)['application/json']).schema;
    expect(error).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Notification' } });
    for (const o of operations) {
      const responses = asObj(o.op.responses);
      const codes = Object.keys(responses);
      expect(
        codes.some((c) => /^2\d\d$/.test(c)),
        `${o.method} ${o.path}: success response`,
      ).toBe(true);
      expect(codes, `${o.method} ${o.path}`).toContain('500');
      for (const code of codes.filter((c) => /^[45]/.test(c))) {
        const ref = String(asObj(responses[code]).$ref);
        if (o.method === 'HEAD') {
          expect(ref, `${o.method} ${o.path} ${code}`).toBe('#/components/responses/ErrorNoBody');
          continue;
        }
        // Named error responses (e.g. TooManyAttempts with Retry-After) add headers but keep the Notification list.
        const body = asObj(
          asObj(asObj(asObj(components.responses)[ref.split('/').pop()!]).content)['application/json'],
        ).schema;
        expect(body, `${o.method} ${o.path} ${code} (${ref})`).toEqual(error);
      }
    }
  });

  it('give every search answer the total-search-results header', () => {
    const searches = operations.filter(isSearch);
    expect(searches.length).toBeGreaterThanOrEqual(10);
    for (const o of searches) {
      const headers = asObj(asObj(asObj(o.op.responses)['200']).headers);
      expect(asObj(headers['total-search-results']).$ref, `${o.method} ${o.path}`).toBe(
        '#/components/headers/TotalSearchResults',
      );
    }
    const header = asObj(asObj(components.headers).TotalSearchResults);
    expect(asObj(header.schema).type).toBe('integer');
  });

  it('require bearer except for the public calls', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    for (const o of operations) {
      const key = `${o.method} ${o.path}`;
      const security = o.op.security as unknown[] | undefined;
      const anonymous =
        security !== undefined && (security.length === 0 || security.some((s) => Object.keys(asObj(s)).length === 0));
      expect(anonymous, key).toBe(PUBLIC.has(key));
    }
  });

  it('use the declared media types for CSV, PDF, XML and uploads', () => {
    const content = (method: string, path: string, code = '200') =>
      Object.keys(asObj(asObj(asObj(find(method, path)?.op.responses)[code]).content));
    expect(content('GET', '/api/auftraege/exportcsv/{auftraegeIds}')).toEqual(['text/csv']);
    expect(content('GET', '/api/auftragexport/exportcsvmtl')).toEqual(['text/csv']);
    expect(content('GET', '/api/abliefernachweis')).toEqual(['application/pdf']);
    expect(content('GET', '/api/auftraege/{id}/xml')).toEqual(['application/xml']);
    for (const path of ['/api/premium/upload', '/api/dokumentenverweise/upload']) {
      const body = asObj(asObj(asObj(find('POST', path)?.op.requestBody).content)['multipart/form-data']);
      expect(Object.keys(asObj(asObj(body.schema).properties))).toEqual(['file', 'metadata']);
      expect(asObj(asObj(body.encoding).metadata).contentType).toBe('application/json');
    }
  });
});
