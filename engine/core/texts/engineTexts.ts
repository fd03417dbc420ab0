/**
 * German texts the engine shows on its own, where no document can speak (a screen that fails to render): the defaults an
 * app overrides with installTexts. Placeholders in braces: `{screen}` the document id, `{reason}` what went wrong,
 * `{widget}`, `{field}`.
 */
export const defaultEngineTexts = {
  screenFailedTitle: 'Maske nicht verfügbar',
  screenFailed: 'Die Maske „{screen}“ konnte nicht angezeigt werden: {reason}',
  screenFailedHint: 'Das Menü und die anderen Masken funktionieren weiter.',
  unknownWidget: 'unbekanntes Widget „{widget}“ am Feld „{field}“',
  unknownReason: 'unbekannter Fehler',
  documentsFailedTitle: 'Portal nicht verfügbar',
  documentsFailed: 'Die Masken konnten nicht vom Server geladen werden. Bitte laden Sie die Seite später neu.',
  /** The engine's own controls (toolbar, dialogs, widgets, grid and pager); screens' texts live in their documents. */
  actions: 'Aktionen',
  /** A table title's tooltip names its new-row keys: 'Auftragspositionen (Alt+5, neue Zeile: Alt+N)'. */
  newRow: 'neue Zeile',
  cancel: 'Abbrechen',
  save: 'Speichern',
  yes: 'Ja',
  no: 'Nein',
  calendar: 'Kalender',
  today: 'Heute',
  clear: 'Leeren',
  datePlaceholder: 'TT.MM.JJJJ',
  choose: 'Bitte wählen',
  clearChoice: 'Auswahl löschen',
  clearChoiceOf: '{label}: Auswahl löschen',
  noHits: 'Keine Treffer',
  invalidIban: 'Bitte eine gültige IBAN eingeben.',
  key: 'Schlüssel',
  keyOf: 'Schlüssel {label}',
  copy: 'Kopieren',
  moveUp: 'Nach oben',
  moveDown: 'Nach unten',
  remove: 'Entfernen',
  add: 'Hinzufügen',
  checkInput: 'Bitte prüfen Sie Ihre Eingaben',
  pager: 'Seitennavigation',
  firstPage: 'Erste Seite',
  previousPage: 'Vorherige Seite',
  page: 'Seite {n}',
  nextPage: 'Nächste Seite',
  lastPage: 'Letzte Seite',
  pageSize: 'Anzeige pro Seite',
  pageInfo: 'Anzahl gemäß Suchvorgaben: {total} / Anzeige pro Seite: {pageSize} / Anzeige aktuell: {from}-{to}',
  noRows: 'Keine Einträge gefunden.',
  columns: 'Spalten',
  adjustColumns: 'Spalten anpassen',
  defaultView: 'Standardansicht',
  columnForward: '{header} nach vorne',
  columnBack: '{header} nach hinten',
  sortBy: 'Sortieren nach {header}',
  columnWidthOf: 'Breite {header}',
  rowLabel: '{label} (Zeile {row})',
} as const;

/** Fills the `{name}` placeholders of an engine text. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
