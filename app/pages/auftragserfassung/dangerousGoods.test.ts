import { describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../engine/core';
import type { FormControls } from '../../../engine/react';
import { prefillDangerousGoods, takeOverDangerousGoods } from './dangerousGoods';

const controls = (initial: Record<string, unknown>) => {
  let data = initial;
  const form: FormControls = {
    get: (p) => getAt(data, p),
    set: (p, v) => {
      data = setAt(data, p, v);
    },
    openDialog: () => undefined,
    validate: () => true,
  };
  return { form, data: () => data };
};

describe('Gefahrgut of a position', () => {
  it('opens on the position of the clicked row with its lines and takes the filled lines back, setting mitGefahrguetern', () => {
    const { form, data } = controls({
      auftragspositionen: [
        { warengutBezeichnung: 'A' },
        { warengutBezeichnung: 'B', auftragsgefahrgueter: [{ anzahl: 1 }] },
        {},
      ],
    });
    prefillDangerousGoods(form, 1);
    expect(data()).toMatchObject({ gefahrgutPosition: 2, gefahrgutZeilen: [{ anzahl: 1 }] });
    form.set('gefahrgutZeilen', [{ laufendeNummer: 1, anzahl: 2 }, { laufendeNummer: 2 }]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.1')).toMatchObject({
      auftragsgefahrgueter: [{ laufendeNummer: 1, anzahl: 2 }],
      mitGefahrguetern: true,
    });
    form.set('gefahrgutZeilen', [{}]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.1.mitGefahrguetern')).toBe(false);
  });

  it('starts empty for a position without lines and leaves the other positions alone', () => {
    const { form, data } = controls({
      auftragspositionen: [
        { warengutBezeichnung: 'A' },
        { warengutBezeichnung: 'B', auftragsgefahrgueter: [{ anzahl: 1 }] },
        {},
      ],
    });
    prefillDangerousGoods(form, 0);
    expect(data()).toMatchObject({ gefahrgutPosition: 1, gefahrgutZeilen: [] });
    form.set('gefahrgutZeilen', [{ laufendeNummer: 1, anzahl: 3 }, {}]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.0')).toMatchObject({
      auftragsgefahrgueter: [{ anzahl: 3 }],
      mitGefahrguetern: true,
    });
    expect(getAt(data(), 'auftragspositionen.1.auftragsgefahrgueter')).toEqual([{ anzahl: 1 }]);
  });
});
