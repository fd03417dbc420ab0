import { HttpProblem, notification, translate } from '../errors';
import { isOrderEventType } from '../events';
import { hostOf, isBlockedAddress, resolveHost } from './address';

/** What a tenant sends for an endpoint. */
export interface EndpointInput {
  url: string;
  ereignisse: string[];
  aktiv: boolean;
}

/** A 400 of the webhook checks with its catalogue text at a field. */
export const webhookProblem = (key: string, fieldname: string | null, ...args: string[]) =>
  new HttpProblem(400, [
    notification(`webhook.${key}`, translate(`webhook.${key}`, ...args), {
      header: translate('webhook.kopf'),
      fieldname,
    }),
  ]);

/** The URL's length limit (the column's). */
const MAX_URL = 2000;

/**
 * Checks an endpoint as sent: an https URL without user name or password (plain http only where private addresses are
 * allowed, the tests' receiver), whose host resolves and, unless allowed, to no private, loopback or link-local address;
 * at least one known event; answers the trimmed input.
 */
export async function validateEndpoint(body: Record<string, unknown>, allowPrivate: boolean): Promise<EndpointInput> {
  const url = typeof body.url === 'string' ? body.url.trim() : '';
  if (!url) throw webhookProblem('urlFehlt', 'url');
  if (url.length > MAX_URL) throw webhookProblem('urlZuLang', 'url');
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw webhookProblem('urlUngueltig', 'url');
  }
  if (target.protocol !== 'https:' && !(allowPrivate && target.protocol === 'http:'))
    throw webhookProblem('nurHttps', 'url');
  if (target.username || target.password) throw webhookProblem('zugangsdaten', 'url');
  const host = hostOf(target);
  let addresses: string[];
  try {
    addresses = await resolveHost(host);
  } catch {
    throw webhookProblem('nichtAufloesbar', 'url', host);
  }
  if (!allowPrivate && addresses.some(isBlockedAddress)) throw webhookProblem('privateAdresse', 'url', host);
  const events = Array.isArray(body.ereignisse) ? [...new Set(body.ereignisse)] : [];
  if (!events.length) throw webhookProblem('ereignisseFehlen', 'ereignisse');
  const unknown = events.find((e) => !isOrderEventType(e));
  if (unknown !== undefined) throw webhookProblem('ereignisUnbekannt', 'ereignisse', String(unknown));
  return { url, ereignisse: events as string[], aktiv: body.aktiv !== false };
}
