import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { parseDecimal } from '../../engine/core';
import * as stories from '../../app/pages/auftragserfassung/AuftragserfassungPage.stories';
import { pairsOrder } from '../../app/pages/auftragserfassung/captureFixtures';
import type { StoryAccount } from '../../app/storybook';
import type { SessionClaims } from '../../server/auth';
import { recomputePositions } from '../../server/orders/recompute';
import { orderRuleContext } from '../../server/orders/ruleContext';

const { PositionenPaare, MandantSpezi29 } = composeStories(stories);

afterEach(cleanup);

type Derived = { verpackungseinheit: string; volumenCBM: number | undefined };
const UNITS: Record<number, string> = { 1: 'Verpackung', 2: 'Lademittel' };

/** What the page shows per position: the chosen VP-Einheit and the CBM. */
function browserPositions(count: number): Derived[] {
  return Array.from({ length: count }, (_, i) => {
    const unit = screen.getByRole<HTMLSelectElement>('combobox', { name: `VP-Einheit (Zeile ${i + 1})` });
    const cbm = screen.getByRole<HTMLInputElement>('textbox', { name: `CBM (Zeile ${i + 1})` }).value;
    return { verpackungseinheit: unit.selectedOptions[0]?.textContent ?? '', volumenCBM: parseDecimal(cbm) };
  });
}

/** What the server stores for the same positions: the save path's recompute with the rule context it builds from the session. */
function serverPositions(account: StoryAccount): Derived[] {
  const { flags, username } = account.user;
  const claims = {
    sub: '1',
    username,
    admin: flags.isAdmin,
    main: flags.isMain,
    hauptmandant: flags.isHauptmandant,
    metro: flags.isMetro,
    edit: flags.isAuftragEdit,
    version: flags.version,
    'mandant-id': flags.currentMandantId ?? 0,
  } as SessionClaims;
  const positions = recomputePositions(orderRuleContext(claims, account.config), pairsOrder) ?? [];
  return positions.map((p) => ({
    verpackungseinheit: UNITS[p.verpackungseinheit as number] ?? '',
    volumenCBM: p.volumenCBM as number | undefined,
  }));
}

// The same three positions (packaging pair, load-carrier pair, both) through the page and through the server (orders.md §4, §9).
describe('Verpackungseinheit and CBM: the page derives what the server stores', { timeout: 20000 }, () => {
  it.each([
    [
      'default client: load carrier (alone or with packaging) gives Lademittel',
      PositionenPaare,
      [
        ['Verpackung', 3.84],
        ['Lademittel', 2.88],
        ['Lademittel', 1],
      ],
    ],
    [
      'clientKunde mmt (mandantSpezi29): either pair gives Verpackung, CBM from the packaging count',
      MandantSpezi29,
      [
        ['Verpackung', 3.84],
        ['Verpackung', undefined],
        ['Verpackung', 6],
      ],
    ],
  ])('%s', async (_, Story, expected) => {
    render(<Story />);
    await screen.findByRole('textbox', { name: 'Inhalt (Zeile 3)' });
    const want = (expected as [string, number | undefined][]).map(([verpackungseinheit, volumenCBM]) => ({
      verpackungseinheit,
      volumenCBM,
    }));
    await waitFor(() => expect(browserPositions(3)).toEqual(want));
    expect(serverPositions(Story.parameters.portal.account as StoryAccount)).toEqual(want);
  });
});
