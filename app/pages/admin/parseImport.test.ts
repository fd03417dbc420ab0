import { describe, expect, it } from 'vitest';
import { applyVariants, createContext } from '../../../engine/core';
import { screenDocument } from '../../documents';
import { decodeCsv, readRows, rowErrors, templateCsv, type ImportSettings, type ImportTexts } from './parseImport';

const admin = () => screenDocument('admin.screen');
const settings = () => admin().settings?.adressImport as ImportSettings;
const texts = () => admin().messages as ImportTexts;
const header = 'fremdnummer;name;zeile2;zeile3;strasse;hausnummer;zusatz;ortsteil;ort;plz;lkz;kontakt;telefon';

describe('address import: reading the CSV file', () => {
  it('offers a template with the semicolon header of the import columns (§3)', () => {
    expect(templateCsv(settings())).toBe(`\uFEFF${header}\r\n`);
  });

  it('decodes UTF-8 with and without BOM and Windows-1252', () => {
    const text = 'name;ort\r\nBäckerei Größe;Köln\r\n';
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsv(utf8)).toBe(text);
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    // 'ä' = E4, 'ö' = F6, 'ß' = DF in Windows-1252: no valid UTF-8.
    const cp1252 = new Uint8Array(
      [...'name;ort\r\nB']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xe4],
          [...'ckerei Gr'].map((c) => c.charCodeAt(0)),
          [0xf6, 0xdf, 0x65],
          [...';K'].map((c) => c.charCodeAt(0)),
          [0xf6],
          [...'ln\r\n'].map((c) => c.charCodeAt(0)),
        ),
    );
    expect(decodeCsv(cp1252)).toBe(text);
  });

  it('maps the header to the columns, keeps the line of each row and skips empty lines', () => {
    const text = `${header}\r\n4711;"Nordsee; Fisch";;;"Am ""Hafen""";1;;;Bremen;28195;DE;;\r\n\r\n;"Zwei\nZeilen GmbH";;;;;;;Kiel;24103;DE;;\r\n;Dritte GmbH;;;;;;;Ulm;89073;DE;;\r\n`;
    const { rows, problem } = readRows(text, settings(), texts());
    expect(problem).toBeUndefined();
    expect(rows.map((r) => r.zeile)).toEqual([2, 4, 6]);
    expect(rows[0].adresse).toEqual({
      fremdnummer: '4711',
      name: 'Nordsee; Fisch',
      strasse: 'Am "Hafen"',
      hausnummer: '1',
      ort: 'Bremen',
      plz: '28195',
      lkz: 'DE',
    });
    expect(rows[1].adresse.name).toBe('Zwei\nZeilen GmbH');
  });

  it('refuses an unknown column and a file without the column name', () => {
    expect(readRows('name;strasse;fax\r\nA;B;C\r\n', settings(), texts()).problem).toBe(
      `Unbekannte Spalte „fax“. Erlaubt sind: ${header.split(';').join(', ')}.`,
    );
    expect(readRows('ort;plz\r\nKiel;24103\r\n', settings(), texts()).problem).toBe(
      'Die Kopfzeile fehlt oder enthält keine Spalte name.',
    );
  });

  it.each([
    [
      'a quote inside a field',
      'name;ort\r\nA;Bremen\r\nBäckerei "Zur Mühle";Kiel\r\n',
      'In Zeile 3, Spalte 1 steht ein Anführungszeichen mitten im Feld. Ein Feld mit Anführungszeichen muss ganz in Anführungszeichen stehen, innere Anführungszeichen verdoppelt ("").',
    ],
    [
      'a quote never closed',
      'name;ort\r\n"Offen;Kiel\r\n',
      'Ein Anführungszeichen wird bis zum Dateiende nicht geschlossen.',
    ],
    [
      'text after a closing quote',
      'name;ort\r\nA;"Kiel" Nord\r\n',
      'In Zeile 2, Spalte 2 folgt auf das schließende Anführungszeichen noch Text statt des Trennzeichens „;“.',
    ],
  ])('words what the CSV parser finds in German, with line and column: %s', (_, text, detail) => {
    const { rows, problem } = readRows(text, settings(), texts());
    expect(rows).toEqual([]);
    expect(problem).toBe(`Die Datei kann nicht gelesen werden: ${detail}`);
  });

  it("never shows the parser's English message, also for an error it has no own text for", async () => {
    const { csvProblem } = await import('./parseImport');
    expect(
      csvProblem(
        Object.assign(new Error('Invalid Record Length: columns length is 2'), {
          code: 'CSV_RECORD_INCONSISTENT_COLUMNS',
          lines: 7,
        }),
        settings(),
        texts(),
      ),
    ).toBe('Die Datei kann nicht gelesen werden: Zeile 7 ist kein gültiges CSV.');
  });

  it("words a row's errors as the capture document and the server do", () => {
    const context = createContext({ session: { edit: true } });
    const doc = applyVariants(screenDocument('adresserfassung.screen'), [], { ...context, data: {} }).document;
    expect(rowErrors(doc, context, { name: 'A'.repeat(36), ort: 'Kiel' })).toBe('Name: max. 35 Zeichen');
    expect(rowErrors(doc, context, { name: 'Ohne Ort GmbH', plz: '1234567890' })).toBe(
      'PLZ: max. 9 Zeichen; Ort: Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    );
    expect(rowErrors(doc, context, { name: 'Gut GmbH', ort: 'Kiel' })).toBe('');
  });
});
