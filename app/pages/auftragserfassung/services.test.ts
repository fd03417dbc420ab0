import { describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../engine/core';
import { auftragserfassungScreen } from '../../../schemas';
import type { FormControls } from '../../../engine/react';
import { createServiceToggleCheck, mergeServices, servicePayload, takeOverService } from './services';

const defaults = [
  { spez_num: 48, bezeichnung: 'Abtragen', typ: 'Logisch', editable: true, active: false },
  { spez_num: 49, bezeichnung: 'Lenkeravis', typ: 'text', editable: true, active: true },
  { spez_num: 151, bezeichnung: 'myDelivery', typ: 'Logisch', editable: true, awSperre: true },
];
const controls = (initial: Record<string, unknown>) => {
  let data = initial;
  const opened: (string | null)[] = [];
  const form: FormControls = {
    get: (p) => getAt(data, p),
    set: (p, v) => {
      data = setAt(data, p, v);
    },
    openDialog: (id) => {
      opened.push(id);
    },
    validate: () => true,
  };
  return { form, data: () => data, opened };
};

describe('services of the capture form', () => {
  it.each([
    [
      'a new order: defaults as configured, AW-locked hidden',
      [],
      false,
      [
        [48, false],
        [49, true],
      ],
    ],
    [
      'a stored order: its own services active, AW-locked with a value shown',
      [
        { spez_num: 151, wert: 'true' },
        { spez_num: 48, wert: 'true' },
      ],
      true,
      [
        [48, true],
        [49, false],
        [151, true],
      ],
    ],
    [
      "a stored order: AW-locked with 'false' stays hidden",
      [{ spez_num: 151, wert: 'false' }],
      true,
      [
        [48, false],
        [49, false],
      ],
    ],
  ])('%s', (_, stored, hasId, expected) => {
    expect(mergeServices(defaults, stored, hasId).map((s) => [s.spez_num, s.active])).toEqual(expected);
  });

  it('stores the active services; a logical one with the value true', () => {
    expect(
      servicePayload([
        { ...defaults[0], active: true },
        { ...defaults[1], wert: '0171 1234567', active: true },
        { ...defaults[2], active: false },
      ]),
    ).toEqual([
      { spez_num: 48, bezeichnung: 'Abtragen', typ: 'Logisch', wert: 'true', hinweis: null },
      { spez_num: 49, bezeichnung: 'Lenkeravis', typ: 'text', wert: '0171 1234567', hinweis: null },
    ]);
  });

  it('opens the dialog for the very first change of the form too (after start with the data the form starts with)', () => {
    const rows = mergeServices(defaults, [], true);
    const { form, data, opened } = controls({ auftragServices: rows });
    const check = createServiceToggleCheck();
    check.start(data());
    form.set('auftragServices.1.active', true);
    check(data(), form);
    expect(opened).toEqual(['serviceDialog']);
    expect(getAt(data(), 'auftragServices.1.active')).toBe(false);
  });

  it('switching on a value service without value opens its dialog; confirming with a value switches it on', () => {
    const rows = mergeServices(defaults, [], true);
    const { form, data, opened } = controls({ auftragServices: rows });
    const check = createServiceToggleCheck();
    check(data(), form);
    form.set('auftragServices.0.active', true); // logical: just flips
    check(data(), form);
    expect(opened).toEqual([]);
    form.set('auftragServices.1.active', true);
    check(data(), form);
    expect(opened).toEqual(['serviceDialog']);
    expect(getAt(data(), 'auftragServices.1.active')).toBe(false);
    expect(getAt(data(), 'serviceEdit')).toMatchObject({ index: 1, bezeichnung: 'Lenkeravis' });
    form.set('serviceEdit.wert', '0171 1234567');
    takeOverService(form);
    expect(getAt(data(), 'auftragServices.1')).toMatchObject({ wert: '0171 1234567', active: true });
  });

  it('adds a new service numbered from index + 5', () => {
    const { form, data } = controls({
      auftragServices: mergeServices(defaults, [], false),
      serviceEdit: { bezeichnung: 'Zollabfertigung', wert: 'T1' },
    });
    takeOverService(form);
    expect((data().auftragServices as unknown[])[2]).toMatchObject({
      spez_num: 7,
      bezeichnung: 'Zollabfertigung',
      active: true,
    });
  });

  it('takes the logical type, the type of added services and the numbering from the document (settings.services)', () => {
    const settings = auftragserfassungScreen.settings!.services!;
    expect(settings).toEqual({ logicalType: 'Logisch', newServiceType: 'text', numberOffset: 5 });
    const { form, data } = controls({
      auftragServices: [defaults[0]],
      serviceEdit: { bezeichnung: 'Avis', wert: 'ja' },
    });
    takeOverService(form);
    expect((data().auftragServices as unknown[])[1]).toMatchObject({
      spez_num: 1 + settings.numberOffset,
      typ: settings.newServiceType,
    });
    expect(servicePayload([{ spez_num: 9, typ: settings.logicalType, wert: 'x', active: true }])[0].wert).toBe('true');
  });
});
