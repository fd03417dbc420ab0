import { describe, expect, it } from 'vitest';
import { documentParts, explainField, type RuleContext } from '../../engine/core';
import { auftragserfassungScreen, variantOverlays } from '../../app/documents';

const context: RuleContext = { data: {}, session: { edit: true }, config: {}, variant: 'default' };

// The browser's 'Warum?' runs explainField on the installed document: what a part file ($include) sets is named with that
// part and the pointer inside it, what the screen file itself holds (the data schema) with the screen file.
describe('documents in parts in the browser (Warum?)', () => {
  it('installs the capture screen with the part files it is composed of', () => {
    expect(documentParts(auftragserfassungScreen)).toContainEqual({
      pointer: '/layout/2',
      file: 'schemas/screens/auftragserfassung/angaben.part.json',
    });
  });

  it('names the part file and the pointer in it for a layout node, the screen file for its data schema', () => {
    const why = explainField(auftragserfassungScreen, variantOverlays, context, 'metrokennung.id');
    const layout = why.reasons.find((r) => r.file === 'schemas/screens/auftragserfassung/angaben.part.json');
    expect(layout?.pointer).toMatch(/^\/children\/\d+\/children\/\d+/);
    const limit = explainField(auftragserfassungScreen, variantOverlays, context, 'empfaengerReferenz').reasons.find(
      (r) => r.aspect === 'limit',
    );
    expect(limit).toMatchObject({
      file: 'schemas/screens/auftragserfassung.screen.json',
      pointer: '/dataSchema/properties/empfaengerReferenz/maxLength',
    });
  });
});
