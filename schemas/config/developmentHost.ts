// The configurator link (and its workbench, which the server refuses elsewhere) shows only where the portal runs for its developers (account-admin.md §2 "only on local or
// internal development hosts"). Decided (docs/configuration.md): loopback names and addresses, the reserved local names (.localhost,
// .local mDNS, .internal) and private address ranges (IPv4 RFC 1918, IPv6 unique local fc00::/7); every public name is not.

const LOCAL_NAMES = /(^|\.)(localhost|local|internal)$/;

function privateIpv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (m.slice(1).some((part) => Number(part) > 255)) return false;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function privateIpv6(host: string): boolean {
  const ip = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!ip.includes(':')) return false;
  return ip === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(ip);
}

/** Whether the portal runs on a local or internal development host (host name of the page's address, without port). */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return LOCAL_NAMES.test(host) || privateIpv4(host) || privateIpv6(host);
}
