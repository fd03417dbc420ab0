import type { components } from '../../../openapi';

type ApiKey = components['schemas']['ApiSchluessel'];
type Scope = components['schemas']['ApiSchluesselScope'];

/** A row of the key list: the key and its scopes and revocation as the grid shows them. */
export type ApiKeyRow = ApiKey & { berechtigungen: string; status: string };

/** The form's switches by scope (apischluessel.screen.json: auftraegeLesen, auftraegeSchreiben, adressen). */
export const SCOPE_FIELDS: Record<Scope, 'auftraegeLesen' | 'auftraegeSchreiben' | 'adressen'> = {
  'auftraege:lesen': 'auftraegeLesen',
  'auftraege:schreiben': 'auftraegeSchreiben',
  adressen: 'adressen',
};

/** The scopes switched on in the form, in the contract's order. */
export function scopesOf(data: Record<string, unknown>): Scope[] {
  return (Object.keys(SCOPE_FIELDS) as Scope[]).filter((s) => data[SCOPE_FIELDS[s]] === true);
}

/** The grid's rows: scope names joined, 'gültig' or the German date and time of the revocation. */
export function apiKeyRows(
  keys: ApiKey[],
  text: (key: string) => string,
  dateTime: (iso: string) => string,
): ApiKeyRow[] {
  return keys.map((k) => ({
    ...k,
    berechtigungen: k.scopes.map((s) => text(`scope.${s}`)).join(', '),
    status: k.widerrufen ? dateTime(k.widerrufen) : text('gueltig'),
  }));
}
