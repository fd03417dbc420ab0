import { afterEach, describe, expect, it } from 'vitest';
import { defaultEngineTexts, defaultExplainTexts } from '.';
import { engineText, engineTexts, explainTexts, installTexts } from './catalogue';

afterEach(() => installTexts());

describe("the engine's text catalogues", () => {
  it('hold the German defaults until an app installs its own', () => {
    expect(engineTexts).toEqual(defaultEngineTexts);
    expect(explainTexts).toEqual(defaultExplainTexts);
    expect(engineText('page', { n: '3' })).toBe('Seite 3');
  });

  it("take an app's texts key by key, nested groups too, and keep the defaults of the others", () => {
    installTexts({
      engine: { page: 'S. {n}' },
      explain: { ui: { toggle: 'Wieso?' }, kinds: { tab: 'Registerkarte' } },
    });
    expect(engineText('page', { n: '3' })).toBe('S. 3');
    expect(engineTexts.lastPage).toBe('Letzte Seite');
    expect(explainTexts.ui.toggle).toBe('Wieso?');
    expect(explainTexts.ui.button).toBe('Warum? {label}');
    expect(explainTexts.kinds.tab).toBe('Registerkarte');
    expect(explainTexts.kinds.panel).toBe('Panel');
  });

  it('replace the earlier overrides on each install instead of adding to them', () => {
    installTexts({ engine: { page: 'S. {n}' } });
    installTexts({ engine: { lastPage: 'Ende' } });
    expect(engineTexts.page).toBe('Seite {n}');
    expect(engineTexts.lastPage).toBe('Ende');
  });
});
