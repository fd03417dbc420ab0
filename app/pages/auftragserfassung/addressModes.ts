import type { FormControls } from '../../../engine/react';

type Json = Record<string, unknown>;
/** The fields of an address the order form carries (orders.md §5 address field limits). */
export const ADDRESS_FIELDS = [
  'id',
  'name',
  'zeile2',
  'strasse',
  'hausnummer',
  'lkz',
  'plz',
  'ort',
  'kontakt',
  'telefon',
];
const pick = (a: Json) =>
  Object.fromEntries(ADDRESS_FIELDS.filter((k) => a[k] !== undefined && a[k] !== null).map((k) => [k, a[k]]));

/** True while any address tab is in creation mode: saving is blocked then (orders.md §4). */
export const creatingAddress = (data: Json) => Object.values((data.adressModus ?? {}) as Json).some(Boolean);

/**
 * Watches the address tabs: an address chosen in search mode fills the tab's address; switching a tab out of creation
 * mode reports its role, so the page can ask whether to create the address.
 */
export function createAddressWatch(load: (id: number) => Promise<Json>, onLeaveCreation: (role: string) => void) {
  let modes: Json = {};
  let chosen: Json = {};
  return (data: Json, form: FormControls) => {
    const nextModes = (data.adressModus ?? {}) as Json;
    const nextChosen = (data.adressSuche ?? {}) as Json;
    for (const [role, on] of Object.entries(modes)) if (on && !nextModes[role]) onLeaveCreation(role);
    for (const [role, id] of Object.entries(nextChosen)) {
      if (id === chosen[role] || !id) continue;
      void load(Number(id)).then((address) => form.set(role, pick(address)));
    }
    modes = nextModes;
    chosen = nextChosen;
  };
}

/** The address a tab holds, as the address book creates it. */
export const addressOf = (data: Json, role: string) => pick((data[role] ?? {}) as Json);
