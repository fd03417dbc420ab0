/** What Fastify's `trustProxy` takes: all proxies (true), none (false), the proxies' addresses/CIDR ranges or a rule per hop. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Reads TRUST_PROXY: `true`, `false`, a number of proxy hops (e.g. `1` for one nginx in front) or a comma list of proxy
 * addresses or ranges (`127.0.0.1,10.0.0.0/8`). Behind a proxy without it every user has the proxy's address, so the
 * per-address login limits would count all users together.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (!text || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  // Fastify takes a bare number as 'trust nobody' (it cannot check the peer); the hop count is its rule: the n nearest
  // addresses (the socket's first) are proxies. Safe only when the server is reachable through the proxy alone.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    !list.length ||
    list.some((s) => !/^[\d.:a-fA-F/]+$/.test(s) && s !== 'loopback' && s !== 'linklocal' && s !== 'uniquelocal')
  ) {
    throw new Error(`TRUST_PROXY: '${text}' ist weder true, false, eine Zahl noch eine Liste von Adressen.`);
  }
  return list;
}
