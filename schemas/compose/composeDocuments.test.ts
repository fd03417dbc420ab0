import { describe, expect, it } from 'vitest';
import { configurationFiles } from '../lint';
import { composeDocuments, INCLUDE_KEY } from './composeDocuments';
import { composeFiles } from './composeFiles';

type Json = Record<string, unknown>;
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const keys = (pointer: string) => pointer.split('/').slice(1).map(unescape);
const valueAt = (value: unknown, pointer: string) => keys(pointer).reduce<unknown>((v, k) => (v as Json)[k], value);
const relative = (from: string, to: string) => to.slice(from.lastIndexOf('/') + 1);
const hasInclude = (value: unknown): boolean =>
  Boolean(value) &&
  typeof value === 'object' &&
  (INCLUDE_KEY in (value as Json) || Object.values(value as Json).some(hasInclude));

describe('documents in parts ($include)', () => {
  const files = configurationFiles();
  const raw = new Map(files.map((f) => [f.path, JSON.parse(f.text) as unknown]));
  const composed = composeDocuments(raw);

  it('composes the real documents without a problem and leaves no include in them', () => {
    expect(composed.problems).toEqual([]);
    expect(composed.origins.get('schemas/screens/auftragserfassung.screen.json')?.length).toBeGreaterThanOrEqual(10);
    for (const doc of composed.documents.values()) expect(hasInclude(doc)).toBe(false);
  });

  // Round trip: putting the include nodes back where the parts sit gives every file as it is written.
  it('gives back each file of the capture screen when its parts are replaced by their include nodes again', () => {
    for (const [path, origins] of composed.origins) {
      const roots = [{ pointer: '', file: path }, ...origins];
      for (const root of roots) {
        const inner = origins.filter((o) => o.pointer.startsWith(`${root.pointer}/`));
        const direct = inner.filter((o) => !inner.some((p) => p !== o && o.pointer.startsWith(`${p.pointer}/`)));
        const copy = structuredClone(valueAt(composed.documents.get(path), root.pointer));
        for (const o of direct) {
          const at = keys(o.pointer.slice(root.pointer.length));
          const parent = at.slice(0, -1).reduce<unknown>((v, k) => (v as Json)[k], copy) as Json;
          parent[at[at.length - 1]] = { [INCLUDE_KEY]: relative(root.file, o.file) };
        }
        expect(copy, root.file).toEqual(raw.get(root.file));
      }
    }
  });

  const doc = (layout: unknown) => ({ $schema: '../meta/screen.schema.json', id: 'probe', layout });
  const part = (value: unknown, name = 'a') => [`schemas/screens/probe/${name}.part.json`, value] as const;

  it('resolves nested parts relative to the including file and records where each part sits', () => {
    const result = composeDocuments(
      new Map<string, unknown>([
        ['schemas/screens/probe.screen.json', doc([{ $include: 'probe/a.part.json' }])],
        part({ type: 'panel', children: [{ $include: 'b.part.json' }] }),
        part({ type: 'field', field: 'x' }, 'b'),
      ]),
    );
    expect(result.documents.get('schemas/screens/probe.screen.json')).toEqual(
      doc([{ type: 'panel', children: [{ type: 'field', field: 'x' }] }]),
    );
    expect(result.origins.get('schemas/screens/probe.screen.json')).toEqual([
      { pointer: '/layout/0', file: 'schemas/screens/probe/a.part.json' },
      { pointer: '/layout/0/children/0', file: 'schemas/screens/probe/b.part.json' },
    ]);
  });

  it('names a missing part, a cycle and a key next to $include in German, and leaves the document out', () => {
    const result = composeDocuments(
      new Map<string, unknown>([
        [
          'schemas/screens/probe.screen.json',
          doc([
            { $include: 'probe/a.part.json' },
            { $include: 'probe/c.part.json', id: 'x' },
            { $include: 'probe/fehlt.part.json' },
          ]),
        ],
        part({ type: 'panel', children: [{ $include: 'b.part.json' }] }),
        part({ $include: 'a.part.json' }, 'b'),
        part({}, 'c'),
      ]),
    );
    expect(result.documents.size).toBe(0);
    expect(result.broken).toEqual(new Set(['schemas/screens/probe.screen.json']));
    expect(result.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'schemas/screens/probe/b.part.json /$include: "$include" bildet einen Kreis: schemas/screens/probe/a.part.json → schemas/screens/probe/b.part.json → schemas/screens/probe/a.part.json',
      'schemas/screens/probe.screen.json /layout/1/id: neben "$include" steht nichts weiter – \'id\' gehört in das Teildokument',
      expect.stringMatching(
        /^schemas\/screens\/probe\.screen\.json \/layout\/2\/\$include: das Teildokument 'probe\/fehlt\.part\.json' gibt es nicht/,
      ),
    ]);
  });

  it('places a finding inside a part at the part file, its own line and the pointer in it', () => {
    const text = '{\n "type": "panel",\n "children": [\n  { "type": "field", "field": "x" }\n ]\n}\n';
    const composedFiles = composeFiles([
      { path: 'schemas/screens/probe.screen.json', text: JSON.stringify(doc([{ $include: 'probe/a.part.json' }])) },
      { path: 'schemas/screens/probe/a.part.json', text },
    ]);
    expect(composedFiles.files.map((f) => f.path)).toEqual(['schemas/screens/probe.screen.json']);
    expect(
      composedFiles.place({
        file: 'schemas/screens/probe.screen.json',
        pointer: '/layout/0/children/0/field',
        line: 99,
        message: 'm',
      }),
    ).toEqual({ file: 'schemas/screens/probe/a.part.json', pointer: '/children/0/field', line: 4, message: 'm' });
  });
});
