import { describe, expect, it } from 'vitest';
import { defaultsOf, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '../../../schemas';
import { asCopy, fromOrder } from './orderPayload';

/** Audit 4: the capturer in the header (orders.md §2 Header, §3 erfasser) — computed rule `erfasserNeu` of the capture document. */
const ctx = (data: Record<string, unknown>): RuleContext => ({
  data,
  session: { edit: true, username: 'haupt' },
  config: {},
  variant: 'default',
});
const stored = fromOrder({
  id: 7,
  spedeigennr: '4711000',
  status: { id: 1 },
  erfasser: { name: 'demo' },
  aenderer: { name: 'demo' },
});

describe('Auftragserfassung: capturer of the header', () => {
  it.each([
    ['new order: the current user', {}, 'haupt'],
    ['copy of an order captured by someone else: the current user', asCopy(stored, 7, '2026-11-23'), 'haupt'],
    ['stored order: its capturer', stored, 'demo'],
  ])('%s', (_, data, expected) => {
    expect((defaultsOf(auftragserfassungScreen, ctx(data)).erfasser as { name?: string } | undefined)?.name).toBe(
      expected,
    );
  });
});
