import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/** IPv6 clients usually hold a /56 or more: counting single addresses would let one client rotate through them. */
const IPV6_PREFIX_BITS = 56;

/**
 * The client as rate limits count it: its IPv4 address, or its IPv6 /56
 * network (IPv4-mapped IPv6 counts as the IPv4 address). `trust proxy` is off,
 * so this is the peer of the TCP connection.
 */
export function clientAddressKey(req: Request): string {
  const raw = req.ip ?? req.socket.remoteAddress ?? '';
  if (!ipaddr.isValid(raw)) return raw || 'unknown';
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/${IPV6_PREFIX_BITS}`);
  return `${network.toRFC5952String()}/${IPV6_PREFIX_BITS}`;
}
