import { describe, expect, it } from 'vitest';
import { applyVariants, hintMessages, validateScreen, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

const HINT =
  'Absender oder Empfänger liegt im Ausland, die Verkehrsart ist aber National. Bitte prüfen Sie die Verkehrsart.';
const ctx = (data: Record<string, unknown>, variant = 'default'): RuleContext => ({
  data,
  session: { edit: true },
  config: {},
  variant,
});
const hints = (context: RuleContext) =>
  hintMessages(applyVariants(auftragserfassungScreen, variantOverlays, context).document, context).map(
    (h) => h.message,
  );
const order = (empfaengerLkz: string, verkehrsart: number) => ({
  absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Wisła Handel', ort: 'Warszawa', lkz: empfaengerLkz },
  verkehrsart: { id: verkehrsart },
  frankatur: { id: 5 },
});

describe('Auftragserfassung: the hint on a foreign party with Verkehrsart National (a hint, never a refusal)', () => {
  it.each([
    ['recipient in PL, National', order('PL', 1), 'default', [HINT]],
    ['recipient in PL, International', order('PL', 4), 'default', []],
    ['recipient in DE, National', order('DE', 1), 'default', []],
    ['variant C sets the Verkehrsart itself', order('PL', 1), 'C', []],
  ])('%s', (_, data, variant, expected) => {
    expect(hints(ctx(data, variant))).toEqual(expected);
  });

  it('is no validation message: the form and the server save the order', () => {
    const context = ctx(order('PL', 1));
    const doc = applyVariants(auftragserfassungScreen, variantOverlays, context).document;
    expect(validateScreen(doc, context).map((m) => m.message)).not.toContain(HINT);
  });
});
