import type { FormControls } from '../../../engine/react';
import { api, unwrap } from '../../api';

type Json = Record<string, unknown>;

/** The tenant a template belongs to: the form's (a main client capturing for a sub-tenant), else the session's. */
export function templateTenant(data: Json, sessionMandantId: number | undefined): number | undefined {
  return Number((data.mandant as Json | undefined)?.id) || sessionMandantId;
}

/** Checks the template name against the templates of the form's tenant (orders.md §5 Template name) whenever name or tenant change. */
export function createTemplateNameCheck(mandantId: () => number | undefined) {
  let asked = '';
  return (data: Json, form: FormControls) => {
    const name = String((data.vorlage as Json | undefined)?.name ?? '').trim();
    const id = templateTenant(data, mandantId());
    const key = `${id}|${name}`;
    if (key === asked || !id) return;
    asked = key;
    if (!name) {
      form.set('vorlage.vorhanden', false);
      return;
    }
    void api.GET('/api/auftragsvorlagen/exists', { params: { query: { name, mandantId: id } } }).then((r) => {
      if (asked !== key) return;
      const found = unwrap(r);
      form.set('vorlage.vorhanden', found.exists);
      form.set('vorlage.vorlageId', found.id ?? undefined);
      // The version the user is told about is the one 'Vorlage aktualisieren' replaces; a change since gives 409.
      form.set('vorlage.vorlageVersion', found.version ?? undefined);
    });
  };
}

/**
 * Saves the order as template of the form's tenant (the server checks the user may act for it): updates the existing one
 * when the update toggle is on (based on the version the name check read), else creates it (orders.md §4).
 */
export async function saveTemplate(data: Json, auftrag: Json, sessionMandantId: number | undefined): Promise<string> {
  const vorlage = (data.vorlage ?? {}) as Json;
  const name = String(vorlage.name ?? '').trim();
  const mandantId = templateTenant(data, sessionMandantId);
  const body = { vorlageName: name, auftrag, ...(mandantId && { mandant: { id: mandantId } }) } as never;
  if (vorlage.vorhanden && vorlage.aktualisieren && vorlage.vorlageId) {
    const version = Number(vorlage.vorlageVersion);
    unwrap(
      await api.PUT('/api/auftragsvorlagen/{id}', {
        params: { path: { id: Number(vorlage.vorlageId) } },
        body: { ...(body as object), version } as never,
      }),
    );
  } else {
    unwrap(await api.POST('/api/auftragsvorlagen', { body }));
  }
  return name;
}
