import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isBlockedAddress } from './address';

/** The outcome of one POST: the answer code, or why there is none (German, for the delivery log). */
export interface SendResult {
  code: number | null;
  error: string | null;
  ms: number;
}

/** How a delivery is sent. */
export interface SendOptions {
  /** Private, loopback and link-local addresses allowed (the tests' local receiver); else refused at connect time. */
  allowPrivate: boolean;
  timeoutMs: number;
}

/** Text of a refused address, in the delivery log and the registration's refusal. */
export const BLOCKED_TEXT =
  'Die Adresse liegt in einem privaten Netz, auf Loopback oder Link-Local; dorthin werden keine Webhooks gesendet.';

class BlockedAddress extends Error {}

/**
 * The resolver of a delivery's connection: it resolves the name and refuses when any address is blocked, so the address
 * checked is the address connected to (a name that resolves to another address between registration and delivery, or
 * between the check and the connect, is caught).
 */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (!allowPrivate && addresses.some((a) => isBlockedAddress(a.address)))
        return callback(new BlockedAddress(BLOCKED_TEXT), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/**
 * POSTs a body once: no redirect followed (a 3xx is just its code), no connection kept, the whole exchange bounded by the
 * timeout; the answer's body is read and dropped. Never throws: a failure is the result's error text.
 */
export function send(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ code: null, error: 'Die Adresse ist ungültig.', ms: 0 });
      return;
    }
    // An address in the URL itself is connected to without a lookup: checked here.
    const literal = hostOf(target);
    if (!options.allowPrivate && isIP(literal) && isBlockedAddress(literal)) {
      resolve({ code: null, error: BLOCKED_TEXT, ms: 0 });
      return;
    }
    const https = target.protocol === 'https:';
    const requestOptions: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: checkedLookup(options.allowPrivate),
    };
    let settled = false;
    const finish = (result: Omit<SendResult, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: ms() });
    };
    const req = (https ? httpsRequest : httpRequest)(target, requestOptions, (res) => {
      res.resume();
      res.on('end', () => finish({ code: res.statusCode ?? null, error: null }));
      res.on('error', () => finish({ code: res.statusCode ?? null, error: null }));
    });
    const timer = setTimeout(() => {
      finish({ code: null, error: `Keine Antwort innerhalb von ${Math.ceil(options.timeoutMs / 1000)} s.` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) =>
      finish({
        code: null,
        error:
          err instanceof BlockedAddress
            ? BLOCKED_TEXT
            : `Verbindung fehlgeschlagen: ${(err as NodeJS.ErrnoException).code ?? err.message}`,
      }),
    );
    req.end(body);
  });
}
