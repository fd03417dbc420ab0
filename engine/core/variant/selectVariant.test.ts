import { describe, expect, it } from 'vitest';
import { selectVariant, type VariantSelection } from './selectVariant';

const selection: VariantSelection = {
  variants: [
    { variant: 'A', when: { '==': [{ var: 'config.clientKunde' }, 'phl'] } },
    { variant: 'B', when: { '==': [{ var: 'config.auftragsresearchtableconfig' }, 'B'] } },
  ],
  modes: { mandantSpezi29: { '==': [{ var: 'config.clientKunde' }, 'mmt'] } },
};
const ctx = (config: Record<string, string>) => ({ data: {}, session: {}, config });

describe('selectVariant', () => {
  it('picks the first matching variant and evaluates modes', () => {
    expect(selectVariant(selection, ctx({ clientKunde: 'phl', auftragsresearchtableconfig: 'B' }))).toMatchObject({
      variant: 'A',
      modes: { mandantSpezi29: false },
    });
    expect(selectVariant(selection, ctx({ auftragsresearchtableconfig: 'B' })).variant).toBe('B');
  });
  it('falls back to default', () => {
    expect(selectVariant(selection, ctx({ clientKunde: 'mmt' }))).toMatchObject({
      variant: 'default',
      modes: { mandantSpezi29: true },
    });
  });
});
