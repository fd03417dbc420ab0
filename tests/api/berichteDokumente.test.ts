import { describe, expect, it } from 'vitest';
import reportMeta from '../../schemas/meta/report.schema.json';
import { RENDERERS, reportDefinitions } from '../../server/reports';
import { documents } from '../../server/documents';

describe('report documents of schemas/reports (docs/printing.md)', () => {
  it('name exactly the renderers of the registry', () => {
    expect([...reportMeta.properties.renderer.enum].sort()).toEqual(Object.keys(RENDERERS).sort());
  });

  it('hold every text their renderer prints, unless excluded from printing', () => {
    const excluded = (documents().byName.get('berichte')?.document as { excluded?: string[] }).excluded ?? [];
    const printable = reportDefinitions().filter((d) => !excluded.includes(d.reportFileName));
    expect(printable.length).toBeGreaterThanOrEqual(6);
    for (const def of printable) {
      const missing = RENDERERS[def.renderer].texts.filter((key) => !(key in def.texts));
      expect(missing, def.id).toEqual([]);
    }
  });
});
