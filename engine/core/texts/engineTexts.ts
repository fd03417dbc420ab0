/**
 * German texts the engine shows on its own, where no document can speak (a screen that fails to render).
 * Placeholders in braces: `{screen}` the document id, `{reason}` what went wrong, `{widget}`, `{field}`.
 */
export const engineTexts = {
  screenFailedTitle: 'Maske nicht verfügbar',
  screenFailed: 'Die Maske „{screen}“ konnte nicht angezeigt werden: {reason}',
  screenFailedHint: 'Das Menü und die anderen Masken funktionieren weiter.',
  unknownWidget: 'unbekanntes Widget „{widget}“ am Feld „{field}“',
  unknownReason: 'unbekannter Fehler',
  documentsFailedTitle: 'Portal nicht verfügbar',
  documentsFailed: 'Die Masken konnten nicht vom Server geladen werden. Bitte laden Sie die Seite später neu.',
} as const;

/** Fills the `{name}` placeholders of an engine text. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
