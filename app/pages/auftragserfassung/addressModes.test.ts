import { describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../engine/core';
import type { FormControls } from '../../../engine/react';
import { addressOf, createAddressWatch, creatingAddress } from './addressModes';

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

describe('address tabs: search or create', () => {
  it.each([
    [{}, false],
    [{ adressModus: { absender: false } }, false],
    [{ adressModus: { absender: false, empfaenger: true } }, true],
  ])('creation mode in %j blocks saving: %s', (data, blocked) => {
    expect(creatingAddress(data)).toBe(blocked);
  });

  it('fills the tab from the chosen address and reports leaving creation mode', async () => {
    const left: string[] = [];
    const watch = createAddressWatch(
      async (id) => ({ id, name: 'Weser Elektrotechnik GmbH', ort: 'Bremen', mandantId: 2, unsichtbar: false }),
      (r) => left.push(r),
    );
    const { form, data } = controls({});
    watch(data(), form);
    form.set('adressSuche.empfaenger', 17);
    watch(data(), form);
    await new Promise((r) => setTimeout(r, 0));
    expect(data().empfaenger).toEqual({ id: 17, name: 'Weser Elektrotechnik GmbH', ort: 'Bremen' });
    form.set('adressModus.absender', true);
    watch(data(), form);
    expect(left).toEqual([]);
    form.set('adressModus.absender', false);
    watch(data(), form);
    expect(left).toEqual(['absender']);
    expect(addressOf({ absender: { name: 'A', ort: 'B', extra: 1 } }, 'absender')).toEqual({ name: 'A', ort: 'B' });
  });
});
