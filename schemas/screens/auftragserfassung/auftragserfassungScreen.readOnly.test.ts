import { describe, expect, it } from 'vitest';
import { evaluate, resolveFields, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';

/** The capture document's read-only rule and save action (orders.md §6 isAuftragEdit, denyOrderEdit), as the engine evaluates them. */
const ctx = (
  session: Record<string, unknown>,
  config: Record<string, string> = {},
  data: Record<string, unknown> = {},
): RuleContext => ({ data, session, config, variant: 'default' });
const save = auftragserfassungScreen.actions!.find((a) => a.id === 'speichern')!;
const template = auftragserfassungScreen.actions!.find((a) => a.id === 'alsVorlage')!;

describe('Auftragserfassung: read-only without the edit right', () => {
  it.each([
    ['user with edit right', { edit: true }, {}, false],
    ['user without edit right (leser)', { edit: false }, {}, true],
    ['session without the flag', {}, {}, true],
    ['edit right but denyOrderEdit', { edit: true }, { denyOrderEdit: 'true' }, true],
    ['edit right, denyOrderEdit false', { edit: true }, { denyOrderEdit: 'false' }, false],
  ])('document readOnly: %s → %s', (_, session, config, expected) => {
    const context = ctx(session, config);
    expect(evaluate(auftragserfassungScreen.readOnly, context, false)).toBe(expected);
    // Every placed field follows the document rule.
    const states = Object.values(resolveFields(auftragserfassungScreen, context));
    expect(states.length).toBeGreaterThan(20);
    if (expected) expect(states.filter((s) => !s.readOnly)).toEqual([]);
    else expect(states.some((s) => !s.readOnly)).toBe(true);
  });

  it.each([
    ['new order, edit right', { edit: true }, {}, {}, true],
    ['status 1, edit right', { edit: true }, {}, { id: 7, status: { id: 1 } }, true],
    ['status 2, edit right', { edit: true }, {}, { id: 7, status: { id: 2 } }, false],
    ['status 1 without edit right', { edit: false }, {}, { id: 7, status: { id: 1 } }, false],
    ['new order, denyOrderEdit', { edit: true }, { denyOrderEdit: 'true' }, {}, false],
  ])('Speichern enabled: %s → %s', (_, session, config, data, expected) => {
    expect(evaluate(save.enabled, ctx(session, config, data), true)).toBe(expected);
  });

  it.each([
    ['version 0 with edit right', { edit: true, version: 0 }, {}, true],
    ['without edit right', { edit: false, version: 0 }, {}, false],
    ['denyOrderEdit', { edit: true, version: 0 }, { denyOrderEdit: 'true' }, false],
  ])('Als Vorlage speichern visible: %s → %s', (_, session, config, expected) => {
    expect(Boolean(evaluate(template.visible, ctx(session, config), true))).toBe(expected);
  });
});
