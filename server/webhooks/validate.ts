import { HttpProblem, notification, translate } from '../errors';
import { isOrderEventType } from '../events';
import { hostOf, isBlockedAddress, resolveHost } from './address';

/** What a tenant sends for an endpoint. */
export interface EndpointInput {
  url: string;
  ereignisse: string[];
  aktiv: boolean;
}

/** A notification of the webhook checks with its catalogue text at a field. */
const webhookNotification = (key: string, fieldname: string | null, ...args: string[]) =>
  notification(`webhook.${key}`, translate(`webhook.${key}`, ...args), {
    header: translate('webhook.kopf'),
    fieldname,
  });

/** A 400 of the webhook checks with its catalogue text at a field. */
export const webhookProblem = (key: string, fieldname: string | null, ...args: string[]) =>
  new HttpProblem(400, [webhookNotification(key, fieldname, ...args)]);

/** The URL's length limit (the column's). */
const MAX_URL = 2000;

/** What is wrong with the URL (the first finding), or undefined. */
async function urlFinding(url: string, allowPrivate: boolean): Promise<[string, ...string[]] | undefined> {
  if (!url) return ['urlFehlt'];
  if (url.length > MAX_URL) return ['urlZuLang'];
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return ['urlUngueltig'];
  }
  if (target.protocol !== 'https:' && !(allowPrivate && target.protocol === 'http:')) return ['nurHttps'];
  if (target.username || target.password) return ['zugangsdaten'];
  const host = hostOf(target);
  let addresses: string[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return ['nichtAufloesbar', host];
  }
  if (!allowPrivate && addresses.some(isBlockedAddress)) return ['privateAdresse', host];
  return undefined;
}

/** What is wrong with the events, or undefined. */
function eventsFinding(events: unknown[]): [string, ...string[]] | undefined {
  if (!events.length) return ['ereignisseFehlen'];
  const unknown = events.find((e) => !isOrderEventType(e));
  return unknown === undefined ? undefined : ['ereignisUnbekannt', String(unknown)];
}

/**
 * Checks an endpoint as sent: an https URL without user name or password (plain http only where private addresses are
 * allowed, the tests' receiver), whose host resolves and, unless allowed, to no private, loopback or link-local address;
 * at least one known event; answers the trimmed input. A refusal names what is wrong with the URL and with the events.
 */
export async function validateEndpoint(body: Record<string, unknown>, allowPrivate: boolean): Promise<EndpointInput> {
  const url = typeof body.url === 'string' ? body.url.trim() : '';
  const events = Array.isArray(body.ereignisse) ? [...new Set(body.ereignisse)] : [];
  const at = (fieldname: string, finding?: [string, ...string[]]) =>
    finding ? [webhookNotification(finding[0], fieldname, ...finding.slice(1))] : [];
  const findings = [...at('url', await urlFinding(url, allowPrivate)), ...at('ereignisse', eventsFinding(events))];
  if (findings.length) throw new HttpProblem(400, findings);
  return { url, ereignisse: events as string[], aktiv: body.aktiv !== false };
}
