import { lookup } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** A receiver address refused by the server-side request forgery policy. */
export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

/**
 * Only ordinary public unicast addresses: everything ipaddr.js classes in a
 * special range (private, loopback, link-local such as 169.254.169.254,
 * carrier-grade NAT, unique-local, IPv4-mapped IPv6, multicast, unspecified,
 * reserved, ...) is refused, and so is all of ::/96.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  // ::/96, the deprecated IPv4-compatible IPv6 ("::127.0.0.1"): ipaddr.js has no range for it and calls it unicast,
  // though it names an IPv4 address (RFC 4291 2.5.5.1); no public receiver is reached that way.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** The host of a URL without the brackets of an IPv6 literal. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address `host` resolves to (the literal itself for an IP address). */
export function resolveHost(host: string): Promise<ResolvedAddress[]> {
  const family = net.isIP(host);
  if (family === 4 || family === 6) return Promise.resolve([{ address: host, family }]);
  return new Promise((resolve, reject) => {
    lookup(host, { all: true, verbatim: true }, (err, addresses) => {
      if (err) reject(new RefusedAddressError(`the host ${host} could not be resolved (${err.code ?? err.message})`));
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });
}

/**
 * Resolves `host` and checks every address it has: one non-public address
 * refuses the host (a name answering both public and private addresses must
 * not be usable to reach the private one). `allowPrivate` lifts the check.
 */
export async function checkedAddresses(host: string, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const addresses = await resolveHost(host);
  if (addresses.length === 0) throw new RefusedAddressError(`the host ${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new RefusedAddressError(`the host ${host} resolves to ${refused.address}, which is not a public address`);
  }
  return addresses;
}
