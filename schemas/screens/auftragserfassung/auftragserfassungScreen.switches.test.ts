import { describe, expect, it } from 'vitest';
import { allNodes, applyVariants, evaluate, resolveFields, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/**
 * Client switches and session rights of schemas/screens/auftragserfassung.screen.json (orders.md §2, §4, §6), evaluated as the engine does,
 * for a user with the edit right (isAuftragEdit) unless a case names another session.
 */
const ctx = (data: Record<string, unknown>, more: Partial<RuleContext> = {}): RuleContext => ({
  data,
  session: { edit: true },
  config: {},
  variant: 'default',
  ...more,
});
const documentFor = (context: RuleContext) => applyVariants(auftragserfassungScreen, variantOverlays, context).document;
const field = (name: string, context: RuleContext) => resolveFields(documentFor(context), context)[name];
const action = (id: string, context: RuleContext) => documentFor(context).actions!.find((a) => a.id === id)!;
const panelVisible = (id: string, context: RuleContext) => {
  const node = allNodes(documentFor(context).layout).find((n) => 'id' in n && n.id === id) as
    { visible?: unknown } | undefined;
  expect(node, `layout node ${id}`).toBeDefined();
  return evaluate(node!.visible as never, context, true);
};

describe('Auftragserfassung: client switches and rights of the screen document', () => {
  it.each([
    ['switch off: editable whatever the Terminart', {}, { terminkennzeichen: { id: 1 } }, false],
    ["switch 'false' reads as off", { isDenyZustelldatum: 'false' }, {}, false],
    ['switch on, no Terminart: read-only', { isDenyZustelldatum: 'true' }, {}, true],
    ['switch on, another Terminart: read-only', { isDenyZustelldatum: 'true' }, { terminkennzeichen: { id: 1 } }, true],
    [
      'switch on, Terminart 4 (Fixtermin, the default of terminArtFixTermin): editable',
      { isDenyZustelldatum: 'true' },
      { terminkennzeichen: { id: 4 } },
      false,
    ],
    [
      'switch on, Terminart 4 chosen as text: editable',
      { isDenyZustelldatum: 'true' },
      { terminkennzeichen: { id: '4' } },
      false,
    ],
    [
      'terminArtFixTermin 7: Terminart 7 editable',
      { isDenyZustelldatum: 'true', terminArtFixTermin: '7' },
      { terminkennzeichen: { id: 7 } },
      false,
    ],
    [
      'terminArtFixTermin 7: Terminart 4 no longer unlocks',
      { isDenyZustelldatum: 'true', terminArtFixTermin: '7' },
      { terminkennzeichen: { id: 4 } },
      true,
    ],
  ])(
    'isDenyZustelldatum (§4: delivery date read-only unless Terminart is the fixed-appointment value): %s',
    (_, config, data, readOnly) => {
      expect(field('entladedatum', ctx(data, { config })).readOnly).toBe(readOnly);
    },
  );

  it.each([
    ['new order', {}, false],
    ['edit (id)', { id: 12 }, true],
    ['copy (copyId)', { copyId: 12 }, true],
    ['from a template (vorlageAuftragId)', { vorlageAuftragId: 3 }, true],
  ])('main-client selector (§4: locked for copies, templates and edits): %s', (_, data, readOnly) => {
    const state = field('mandant.id', ctx(data, { session: { edit: true, hauptmandant: true } }));
    expect(state).toMatchObject({ visible: true, readOnly });
  });

  it('main-client selector (§2, §6: shown only for main clients, isHauptmandant)', () => {
    expect(field('mandant.id', ctx({}, { session: { edit: true, hauptmandant: false } })).visible).toBe(false);
    expect(field('mandant.id', ctx({})).visible).toBe(false);
  });

  it.each([
    ['version 0 with edit right', { version: 0, edit: true }, {}, true],
    ['version missing reads as 0', { edit: true }, {}, true],
    ['version 0 without edit right', { version: 0, edit: false }, {}, false],
    ['version above 0, edit right and isMain', { version: 1, edit: true, main: true }, {}, true],
    ['version above 0, edit right, not isMain', { version: 1, edit: true, main: false }, {}, false],
    ['version above 0, isMain without edit right', { version: 2, edit: false, main: true }, {}, false],
    ['denyOrderEdit on', { version: 0, edit: true, main: true }, { denyOrderEdit: 'true' }, false],
    ["denyOrderEdit 'false'", { version: 0, edit: true }, { denyOrderEdit: 'false' }, true],
  ])(
    "'Als Vorlage speichern' (§6: (version 0 and edit) or (version > 0, edit and isMain), denyOrderEdit off): %s",
    (_, session, config, visible) => {
      const context = ctx({}, { session, config });
      const vorlage = action('alsVorlage', context);
      expect(vorlage.label).toBe('Als Vorlage speichern');
      expect(evaluate(vorlage.visible, context, true)).toBe(visible);
    },
  );

  it.each([
    ['new order (no status)', {}, true],
    ['status 1 (erfasst)', { status: { id: 1 } }, true],
    ['status 2 (price calculation in progress)', { status: { id: 2 } }, false],
    ['status 3 (price reached)', { status: { id: 3 } }, false],
    ['status 129', { status: { id: 129 } }, false],
  ])("'Speichern' (§4: styled disabled when the status id is 2 or higher): %s", (_, data, enabled) => {
    const context = ctx(data);
    const speichern = action('speichern', context);
    expect(speichern).toMatchObject({ label: 'Speichern', kind: 'submit' });
    expect(evaluate(speichern.enabled, context, true)).toBe(enabled);
  });

  it.each([
    ['without the edit right (isAuftragEdit)', { session: { edit: false } }],
    ['with denyOrderEdit', { config: { denyOrderEdit: 'true' } }],
  ])(
    "'Speichern' of a status-1 order (§6: saving needs the edit right, denyOrderEdit removes it): disabled %s",
    (_, more) => {
      const context = ctx({ status: { id: 1 } }, more);
      expect(evaluate(action('speichern', context).enabled, context, true)).toBe(false);
    },
  );

  // The address-book search and the create toggle too: picking an address would fill the locked sender.
  const senderFields = [
    ...['name', 'zeile2', 'strasse', 'hausnummer', 'lkz', 'plz', 'ort', 'kontakt', 'telefon'].map(
      (f) => `absender.${f}`,
    ),
    'adressModus.absender',
    'adressSuche.absender',
  ];
  it.each([
    ['on, stored order', { isAbsenderEditDeny: 'true' }, { id: 7 }, true],
    [
      'on, new order (docs/decisions.md: the sender is entered once, then locked)',
      { isAbsenderEditDeny: 'true' },
      {},
      false,
    ],
    ['off, stored order', {}, { id: 7 }, false],
    ["'false', stored order", { isAbsenderEditDeny: 'false' }, { id: 7 }, false],
  ])('isAbsenderEditDeny (§6: sender read-only): %s', (_, config, data, readOnly) => {
    const states = resolveFields(documentFor(ctx(data, { config })), ctx(data, { config }));
    expect(Object.fromEntries(senderFields.map((f) => [f, states[f].readOnly]))).toEqual(
      Object.fromEntries(senderFields.map((f) => [f, readOnly])),
    );
    // The recipient stays editable.
    expect(states['empfaenger.name'].readOnly).toBe(false);
  });

  it.each([
    ['on', { isShowEmpfRechnung: 'true' }, true],
    ['off', {}, false],
    ["'false'", { isShowEmpfRechnung: 'false' }, false],
  ])('isShowEmpfRechnung (§2: recipient panel tab Rechnung only with the switch): %s', (_, config, visible) => {
    const context = ctx({}, { config });
    expect(panelVisible('empfaengerRechnung', context)).toBe(visible);
    expect(field('rechnungsempfaenger.name', context).visible).toBe(visible);
    expect(field('empfaenger.name', context).visible).toBe(true);
  });

  it.each([
    ['on', { isShowKlassifizierung: 'true' }, true],
    ['off', {}, false],
    ["'false'", { isShowKlassifizierung: 'false' }, false],
  ])('isShowKlassifizierung (§2 Allgemein panel: Klassifizierung with the switch): %s', (_, config, visible) => {
    expect(field('sperrigkeit.id', ctx({}, { config })).visible).toBe(visible);
  });

  it.each([
    ['on', { isTauschgeraete: 'true' }, true],
    ['off', {}, false],
    ["'false'", { isTauschgeraete: 'false' }, false],
  ])('isTauschgeraete (§2, §6: Tauschgeräte panel): %s', (_, config, visible) => {
    const context = ctx({}, { config });
    expect(panelVisible('tauschgeraete', context)).toBe(visible);
    expect(['tauschpaletteA', 'tauschpaletteB', 'tauschpaletteR'].map((f) => field(f, context).visible)).toEqual([
      visible,
      visible,
      visible,
    ]);
  });

  it.each([
    ['on', { isZusaetzlicheLademittel: 'true' }, true],
    ['off', {}, false],
    ["'false'", { isZusaetzlicheLademittel: 'false' }, false],
  ])(
    'isZusaetzlicheLademittel (§2, §6: additional load carriers panel and its dialog action): %s',
    (_, config, visible) => {
      const context = ctx({}, { config });
      expect(panelVisible('zusLademittelPanel', context)).toBe(visible);
      expect(field('zusLademittelAnzahl', context).visible).toBe(visible);
      expect(evaluate(action('zusLademittel', context).visible, context, true)).toBe(visible);
    },
  );

  it('isTauschgeraete and isZusaetzlicheLademittel (§6: never both on) each show only their own panel', () => {
    const tausch = ctx({}, { config: { isTauschgeraete: 'true' } });
    const zus = ctx({}, { config: { isZusaetzlicheLademittel: 'true' } });
    expect([panelVisible('tauschgeraete', tausch), panelVisible('zusLademittelPanel', tausch)]).toEqual([true, false]);
    expect([panelVisible('tauschgeraete', zus), panelVisible('zusLademittelPanel', zus)]).toEqual([false, true]);
  });

  it.each([
    ['a new order resets', {}, {}, false],
    ['a stored order returns to the list', {}, { id: 7 }, true],
    ['directly_back_2list returns a new order to the list', { directly_back_2list: 'true' }, {}, true],
    ["directly_back_2list 'false' resets a new order", { directly_back_2list: 'false' }, {}, false],
  ])(
    'Ja to the cancel question (§4: list with directly_back_2list or an id, else reset): %s',
    (_, config, data, toList) => {
      expect(evaluate(auftragserfassungScreen.settings?.cancelToList, ctx(data, { config }))).toBe(toList);
    },
  );
});
