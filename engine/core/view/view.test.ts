import { describe, expect, it } from 'vitest';
import { lintView } from '../lint/view';
import type { ViewDocument } from './types';
import { viewActions, viewIds, viewText, viewTextParts, viewTexts } from './index';

const doc: ViewDocument = {
  id: 'probe',
  messages: { frage: 'Wirklich {name} löschen?', leer: 'Nichts da.' },
  layout: [
    {
      type: 'alert',
      id: 'loeschen',
      open: { var: 'data.offen' },
      message: 'frage',
      confirm: { id: 'ja', label: 'Ja' },
      cancel: { id: 'nein', label: 'Nein' },
    },
    {
      type: 'group',
      title: 'Liste',
      children: [
        {
          type: 'list',
          label: 'Einträge',
          items: 'eintraege',
          action: 'oeffnen',
          itemLabel: ['{name}', '({datum|date})'],
        },
        { type: 'slot', id: 'extra' },
      ],
    },
    {
      type: 'menu',
      id: 'drucken',
      label: 'Drucken',
      menuLabel: 'Berichte',
      items: 'berichte',
      itemLabel: 'label',
      loadingText: 'leer',
      openAction: 'laden',
    },
  ],
};

describe('view documents', () => {
  it('shows a message by key or the text itself, placeholders filled and formatted from the data', () => {
    expect(viewText(doc, 'frage', { name: 'Auftrag 7' })).toBe('Wirklich Auftrag 7 löschen?');
    expect(viewText(doc, '{anzahl|integer} von {gesamt}', { anzahl: 1234, gesamt: 2 })).toBe('1.234 von 2');
    expect(viewText(doc, '{datum|date}', { datum: '2026-11-20T10:00:00Z' })).toBe('20.11.2026');
    expect(viewText(doc, 'Fehlt: {nichts}', {})).toBe('Fehlt: ');
    expect(viewTextParts(doc, ['{name}', '({datum|date})'], { name: 'a.pdf' })).toBe('a.pdf');
    expect(viewTextParts(doc, ['{name}', '({datum|date})'], { name: 'a.pdf', datum: '2026-11-20' })).toBe(
      'a.pdf (20.11.2026)',
    );
  });

  it('lists the actions, ids and texts a view names', () => {
    expect(viewActions(doc).map((a) => a.id)).toEqual(['ja', 'nein', 'oeffnen', 'drucken', 'laden']);
    expect(viewActions(doc)[2].pointer).toBe('/layout/1/children/0/action');
    expect(viewIds(doc)).toEqual(expect.arrayContaining(['loeschen', 'extra', 'drucken', 'ja', 'laden']));
    expect(viewTexts(doc).map((t) => t.text)).toContain('({datum|date})');
  });

  it('lints message keys, formats, actions and the ids the page reads', () => {
    const broken: ViewDocument = {
      ...doc,
      layout: [...doc.layout, { type: 'text', text: 'leeer' }, { type: 'text', text: '{x|datum}' }],
    };
    const problems = lintView(broken, {
      views: { probe: { actions: ['ja', 'nein', 'oeffnen', 'drucken'], reads: ['extra', 'leer', 'fehlt'] } },
    });
    expect(problems.map((p) => p.pointer)).toEqual(['/layout/3/text', '/layout/4/text', '/layout/2/openAction', '/']);
    expect(problems[0].message).toContain("meinten Sie 'leer'");
    expect(problems[2].message).toContain("Aktion 'laden'");
    expect(problems[3].message).toContain("'fehlt'");
    expect(lintView(doc, { views: { andere: { actions: [] } } })[0].message).toContain(
      "keine Seite zeigt die Ansicht 'probe'",
    );
    expect(
      lintView({ id: 'g', layout: [{ type: 'grid', columns: 'spalten', rows: 'r', emptyText: 'Leer' }] }, {}, [
        'spalte',
      ])[0].pointer,
    ).toBe('/layout/0/columns');
  });
});
