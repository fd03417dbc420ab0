import { describe, expect, it } from 'vitest';
import { changeLines, fieldLabel } from './changes';

const schema = {
  properties: {
    spedfremdnr: { title: 'Absenderreferenz' },
    absender: { properties: { name: { title: 'Name' } } },
    auftragspositionen: { title: 'Auftragspositionen', items: { properties: { bruttoGewicht: { title: 'Gewicht' } } } },
  },
};
const texts: Record<string, string> = {
  angelegt: 'Auftrag angelegt',
  geloescht: 'Auftrag gelöscht',
  leer: 'leer',
  wert: '{1}: {2} → {3}',
  perSchluessel: '{1} über API-Schlüssel „{2}“',
  alsAdmin: '{1} (Administrator {2})',
};
const text = (key: string, ...args: string[]) => args.reduce((t, a, i) => t.replace(`{${i + 1}}`, a), texts[key]);

describe('the sidebar tab Änderungen', () => {
  it('labels a path by the capture document’s titles, a part without title by its key', () => {
    expect(fieldLabel(schema, 'spedfremdnr')).toBe('Absenderreferenz');
    expect(fieldLabel(schema, 'absender.name')).toBe('Absender › Name');
    expect(fieldLabel(schema, 'auftragspositionen.0.bruttoGewicht')).toBe('Auftragspositionen › 1 › Gewicht');
    expect(fieldLabel(schema, 'unbekannt.feld')).toBe('unbekannt.feld');
  });

  it('makes one line per changed field and one per creation, naming the key or the admin', () => {
    const base = {
      id: 1,
      objektTyp: 'auftrag',
      objektId: 7,
      mandantId: 1,
      benutzer: 'demo',
      zeitpunkt: '2026-11-26T08:00:00Z',
    } as const;
    const lines = changeLines(
      [
        {
          ...base,
          aktion: 'geaendert',
          apiSchluessel: 'ERP',
          admin: null,
          felder: [{ feld: 'spedfremdnr', alt: null, neu: 'B' }],
        },
        { ...base, aktion: 'angelegt', apiSchluessel: null, admin: 'admin', felder: [] },
      ],
      schema,
      text,
    );
    expect(lines).toEqual([
      {
        label: 'Absenderreferenz: leer → B',
        state: 'geaendert',
        zeitpunkt: base.zeitpunkt,
        wer: 'demo über API-Schlüssel „ERP“',
      },
      { label: 'Auftrag angelegt', state: 'angelegt', zeitpunkt: base.zeitpunkt, wer: 'demo (Administrator admin)' },
    ]);
  });
});
