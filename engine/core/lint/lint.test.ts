import { describe, expect, it } from 'vitest';
import { lintDocuments, formatFinding } from './lintDocuments';
import { parseJsonSource, JsonSyntaxError } from './jsonSource';
import { closest } from './suggest';

const meta = {
  type: 'object',
  required: ['id', 'dataSchema', 'layout'],
  properties: { $schema: { type: 'string' }, id: { type: 'string' } },
};
const variantMeta = { type: 'object', required: ['id', 'screen', 'when', 'patch'] };
const options = {
  metas: {
    schemas: { 'screen.schema.json': meta, 'variant.schema.json': variantMeta },
    screen: 'screen.schema.json',
    variant: 'variant.schema.json',
  },
  registries: {
    widget: (name: string) => ['number', 'text'].includes(name),
    widgetNames: ['number', 'text'],
    optionSources: ['laender'],
  },
  context: {
    session: { type: 'object', properties: { admin: { type: 'boolean' } } },
    config: { type: 'object', properties: { isX: { type: 'string' } } },
  },
} as const;
const screen = (extra: object) =>
  JSON.stringify(
    {
      $schema: 'screen.schema.json',
      id: 's',
      dataSchema: { type: 'object', properties: { a: { type: 'string' } } },
      layout: [{ type: 'field', field: 'a' }],
      ...extra,
    },
    null,
    1,
  );
const lint = (text: string) => lintDocuments([{ path: 'x/s.json', text }], options as never).map(formatFinding);

describe('lintDocuments (generic, no portal values)', () => {
  it('accepts a sound document', () => expect(lint(screen({}))).toEqual([]));

  it('names the line and column of a syntax error', () => {
    expect(() => parseJsonSource('{\n "a": 1,\n}')).toThrow(JsonSyntaxError);
    expect(lint('{\n "a": 1,\n}')[0]).toMatch(/^x\/s\.json:3:1: JSON-Syntaxfehler/);
  });

  it('refuses unknown keywords and keyword values of the wrong type, with line and pointer', () => {
    const text = screen({
      dataSchema: { type: 'object', properties: { a: { type: 'string', maxLenght: 3, minLength: '1' } } },
    });
    expect(lint(text)).toEqual([
      "x/s.json:9 /dataSchema/properties/a/maxLenght: unbekanntes Schlüsselwort 'maxLenght' – meinten Sie 'maxLength'?",
      "x/s.json:10 /dataSchema/properties/a/minLength: 'minLength' muss eine ganze Zahl (ohne Anführungszeichen) sein",
    ]);
  });

  it('types rule paths by the context schemas the caller passes', () => {
    const text = screen({
      layout: [
        {
          type: 'field',
          field: 'a',
          widget: 'nummer',
          visible: { and: [{ var: 'session.admn' }, { var: 'config.isY' }, { var: 'data.b' }] },
        },
      ],
    });
    expect(lint(text).map((l) => l.replace(/^x\/s\.json:\d+ /, ''))).toEqual([
      "/layout/0/widget: Feld 'a': unbekanntes Widget 'nummer' – meinten Sie 'number'?",
      "/layout/0/visible/and/0/var: Regel liest 'session.admn', aber die Sitzung kennt 'admn' nicht – meinten Sie 'admin'?",
      "/layout/0/visible/and/1/var: Regel liest 'config.isY', aber die Konfiguration kennt 'isY' nicht – meinten Sie 'isX'?",
      "/layout/0/visible/and/2/var: Regel liest 'data.b', aber das Datenschema der Maske kennt 'b' nicht – meinten Sie 'a'?",
    ]);
  });

  it('checks the children of a row like any container and reports a node id given twice', () => {
    const text = screen({
      layout: [
        { type: 'row', id: 'zeile', children: [{ type: 'field', field: 'a', widget: 'nummer', span: 6 }] },
        { type: 'panel', id: 'zeile', children: [] },
      ],
    });
    expect(lint(text).map((l) => l.replace(/^x\/s\.json:\d+ /, ''))).toEqual([
      "/layout/0/children/0/widget: Feld 'a': unbekanntes Widget 'nummer' – meinten Sie 'number'?",
      "/layout/1: Id 'zeile' gibt es schon (/layout/0): Overlays sprechen Knoten über ihre Id an – eine eindeutige Id vergeben",
    ]);
  });

  it('suggests only near names', () => {
    expect(closest('maxLenght', ['maxLength', 'minLength'])).toBe('maxLength');
    expect(closest('xyz', ['maxLength'])).toBeUndefined();
  });
});
