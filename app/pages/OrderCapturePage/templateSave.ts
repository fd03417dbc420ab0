import type { FormControls } from '../../../engine/react';
import { api, unwrap } from '../../api';

type Json = Record<string, unknown>;

/** Checks the template name against the client's templates (orders.md §5 Template name) whenever it changes. */
export function createTemplateNameCheck(mandantId: () => number | undefined) {
  let asked = '';
  return (data: Json, form: FormControls) => {
    const name = String((data.vorlage as Json | undefined)?.name ?? '').trim();
    const id = mandantId();
    if (name === asked || !id) return;
    asked = name;
    if (!name) { form.set('vorlage.vorhanden', false); return; }
    void api.GET('/api/auftragsvorlagen/exists', { params: { query: { name, mandantId: id } } }).then((r) => {
      if (asked !== name) return;
      const found = unwrap(r) as { exists: boolean; id?: number | null };
      form.set('vorlage.vorhanden', found.exists);
      form.set('vorlage.vorlageId', found.id ?? undefined);
    });
  };
}

/** Saves the order as template: updates the existing one when the update toggle is on, else creates it (orders.md §4). */
export async function saveTemplate(data: Json, auftrag: Json, mandantId: number | undefined): Promise<string> {
  const vorlage = (data.vorlage ?? {}) as Json;
  const name = String(vorlage.name ?? '').trim();
  const body = { vorlageName: name, auftrag, ...(mandantId && { mandant: { id: mandantId } }) } as never;
  if (vorlage.vorhanden && vorlage.aktualisieren && vorlage.vorlageId) {
    unwrap(await api.PUT('/api/auftragsvorlagen/{id}', { params: { path: { id: Number(vorlage.vorlageId) } }, body }));
  } else {
    unwrap(await api.POST('/api/auftragsvorlagen', { body }));
  }
  return name;
}
