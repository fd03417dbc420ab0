import type { FormControls } from '../../../engine/react';
import { auftragserfassungScreen } from '../../documents';

type Json = Record<string, unknown>;
function missing(path: string): never {
  throw new Error(`auftragserfassung.screen.json: ${path} fehlt`);
}
const blank = (v: unknown) => v === undefined || v === null || v === '';
/** The capture document's service settings: logical type, type of added services, numbering offset (orders.md §3 Service). */
const SETTINGS = auftragserfassungScreen.settings?.services ?? missing('settings.services');
/** A service of the logical type shows no value; on/off is all it has (orders.md §3 Service). */
const isLogical = (s: Json) => s.typ === SETTINGS.logicalType;

/**
 * The services the form lists: the user's default services with the order's stored values. Services flagged isAWSperre
 * are hidden for a new order and otherwise unless the order carries a non-empty value that is not 'false' (orders.md §4).
 */
export function mergeServices(defaults: Json[], stored: Json[], hasId: boolean): Json[] {
  const byNum = new Map(stored.map((s) => [Number(s.spez_num ?? s.spezNum), s]));
  const rows = defaults.map((d): Json => {
    const own = byNum.get(Number(d.spez_num));
    byNum.delete(Number(d.spez_num));
    // A stored order lists exactly its own services as active; a new one starts with the default services on.
    return own
      ? { ...d, wert: own.wert ?? d.wert, hinweis: own.hinweis ?? d.hinweis, active: true }
      : { ...d, active: !hasId && Boolean(d.active) };
  });
  const extra = [...byNum.values()].map((s): Json => ({ ...s, active: true, editable: true }));
  return [...rows, ...extra].filter((s) => !s.awSperre || (hasId && !blank(s.wert) && s.wert !== 'false'));
}

/** What the order stores of its services: the active ones with number and value (a logical service's value is 'true'). */
export function servicePayload(rows: Json[]): Json[] {
  return rows
    .filter((s) => s.active && !blank(s.spez_num))
    .map((s) => ({
      spez_num: s.spez_num,
      bezeichnung: s.bezeichnung,
      typ: s.typ,
      wert: isLogical(s) ? 'true' : (s.wert ?? null),
      hinweis: s.hinweis ?? null,
    }));
}

/**
 * Switching on an editable service that needs a value but has none opens its edit dialog instead (orders.md §4). `start`
 * gives the services the form starts with, so that the very first change of a new or loaded order is compared too.
 */
export function createServiceToggleCheck() {
  let before: Json[] | undefined;
  const check = (data: Json, form: FormControls): void => {
    const rows = (data.auftragServices ?? []) as Json[];
    const previous = before;
    before = rows;
    if (!previous || previous === rows) return;
    rows.forEach((s, index) => {
      if (!s.active || previous[index]?.active || previous[index]?.spez_num !== s.spez_num) return;
      if (isLogical(s) || !blank(s.wert) || !s.editable) return;
      form.set(`auftragServices.${index}.active`, false);
      form.set('serviceEdit', { ...s, index });
      form.openDialog('serviceDialog');
    });
  };
  /** The form's starting data (a new order's defaults, a loaded order). */
  check.start = (data: Json | undefined): void => {
    before = (data?.auftragServices ?? []) as Json[];
  };
  return check;
}

/** Confirmed service dialog: edits the service (active when it has a value) or adds a new one numbered from index + offset. */
export function takeOverService(form: FormControls): void {
  const edit = (form.get('serviceEdit') ?? {}) as Json;
  const rows = ((form.get('auftragServices') ?? []) as Json[]).filter((s) => !blank(s.spez_num));
  const { index, ...service } = edit;
  const active = !blank(service.wert);
  if (typeof index === 'number') rows[index] = { ...rows[index], wert: service.wert, hinweis: service.hinweis, active };
  else
    rows.push({
      spez_num: rows.length + SETTINGS.numberOffset,
      typ: SETTINGS.newServiceType,
      editable: true,
      ...service,
      active,
    });
  form.set('auftragServices', rows);
  form.set('serviceEdit', {});
}
