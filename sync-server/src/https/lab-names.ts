/**
 * The names and addresses a lab server is reached by, for its certificate: the machine's host
 * name (and its `.local` mDNS name, which phones on the LAN resolve), `localhost`, the names an
 * institute adds (HTTPS_HOSTS), and every address of its network interfaces.
 */
import net from 'node:net';
import os from 'node:os';

export interface LabNames {
  /** DNS names, lower case, sorted. */
  dns: string[];
  /** IPv4 and IPv6 addresses, sorted. */
  ips: string[];
}

export function labNames(
  extraHosts: readonly string[] = [],
  hostname = os.hostname(),
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): LabNames {
  const dns = new Set<string>(['localhost']);
  const ips = new Set<string>(['127.0.0.1', '::1']);
  const host = hostname.trim().toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) {
    dns.add(host);
    if (!host.includes('.')) dns.add(`${host}.local`);
  }
  for (const entry of extraHosts) {
    const name = entry.trim().toLowerCase();
    if (!name) continue;
    (net.isIP(name) ? ips : dns).add(name);
  }
  for (const list of Object.values(interfaces))
    for (const info of list ?? []) {
      // A link-local IPv6 address needs its interface's scope to be used; no browser reaches it by name.
      if (info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe80:')) continue;
      ips.add(info.address.toLowerCase());
    }
  return { dns: [...dns].sort(), ips: [...ips].sort() };
}

/** The addresses other machines on the LAN use (not loopback), IPv4 first. */
export function lanAddresses(names: LabNames): string[] {
  const lan = names.ips.filter((ip) => ip !== '::1' && !ip.startsWith('127.'));
  return [...lan.filter((ip) => net.isIPv4(ip)), ...lan.filter((ip) => net.isIPv6(ip))];
}

/** A host as it is written in a URL (an IPv6 address in brackets). */
export const urlHost = (host: string) => (net.isIPv6(host) ? `[${host}]` : host);
