import {
  applyVariants,
  fieldNodes,
  validateScreen,
  type FieldMessage,
  type RuleContext,
  type ScreenDocument,
} from '../../engine/core';
import { backgroundTurn } from '../db';
import { documents } from '../documents';
import { HttpProblem, notification } from '../errors';

type Json = Record<string, unknown>;
/** The address capture document: the form's limits and mandatory fields, also for imported rows. */
const SCREEN = 'adresserfassung';

/** Every finding on an address as the capture form checks it (adresserfassung.screen.json with its overlays). */
export function addressMessages(
  context: RuleContext,
  address: Json,
  inUebertragung = false,
  resolved?: ScreenDocument,
): FieldMessage[] {
  const data = { ...address, inUebertragung };
  const doc =
    resolved ?? applyVariants(documents().screen(SCREEN), documents().overlays, { ...context, data }).document;
  return validateScreen(doc, { ...context, data });
}

/** Refuses an address the capture form would refuse: 400 with one notification per field (the first finding wins). */
export function validateAddress(context: RuleContext, address: Json, inUebertragung = false): void {
  const seen = new Set<string>();
  const found = addressMessages(context, address, inUebertragung).filter(
    (m) => !seen.has(m.field) && seen.add(m.field),
  );
  if (found.length) {
    throw new HttpProblem(
      400,
      found.map((m) => notification(`adresse.${m.rule}`, m.message, { header: 'Adresse', fieldname: m.field || null })),
    );
  }
}

/** The German label of a field of the capture document ('Name'), for messages that name the field. */
export function addressFieldLabel(field: string, doc: ScreenDocument = documents().screen(SCREEN)): string {
  const properties = doc.dataSchema.properties as Record<string, { title?: string }> | undefined;
  return fieldNodes(doc.layout).some((n) => n.field === field) ? (properties?.[field]?.title ?? field) : field;
}

/** Rows checked between two turns of the event loop: 10,000 rows took the server's thread for a long stretch in one go. */
const ROWS_PER_TURN = 100;

/**
 * Refuses an import if any row breaks the capture form's rules: one notification per bad row and field, naming the CSV line
 * (row index + 2: line 1 holds the header), e.g. 'Zeile 3: Name: Feld ist ein Pflichtfeld. Bitte ausfüllen.'. The rows
 * are checked in slices with a turn of the event loop between them, so other users' requests go on meanwhile.
 */
export async function validateImportRows(context: RuleContext, rows: Json[]): Promise<void> {
  // Overlays are chosen by session and configuration, not by a row's data: resolved once for the whole file.
  const doc = applyVariants(documents().screen(SCREEN), documents().overlays, { ...context, data: {} }).document;
  const problems: ReturnType<typeof notification>[] = [];
  for (const [index, row] of rows.entries()) {
    if (index && index % ROWS_PER_TURN === 0) await backgroundTurn();
    const seen = new Set<string>();
    for (const m of addressMessages(context, row, false, doc)) {
      if (seen.has(m.field)) continue;
      seen.add(m.field);
      problems.push(
        notification('adresse.import.zeile', `Zeile ${index + 2}: ${addressFieldLabel(m.field)}: ${m.message}`, {
          header: 'Adressimport',
          fieldname: `${index}.${m.field}`,
        }),
      );
    }
  }
  if (problems.length) throw new HttpProblem(400, problems.slice(0, 100));
}
