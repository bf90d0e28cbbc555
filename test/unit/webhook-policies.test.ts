import { isPublicAddress } from '../../src/modules/webhooks/address-policy';
import { backoffMs, nextDelayMs, parseRetryAfter } from '../../src/modules/webhooks/retry-policy';
import { eventsOf } from '../../src/modules/webhooks/webhook-events';

describe('which receiver addresses are public', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.254',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '240.0.0.1', '192.0.2.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1',
    '::ffff:127.0.0.1', '::ffff:8.8.8.8', 'ff02::1', '2001:db8::1', 'not-an-address',
    // IPv4-compatible IPv6 (::/96), which ipaddr.js calls unicast.
    '::127.0.0.1', '::7f00:1', '::8.8.8.8', '::a00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('retry timing', () => {
  it('doubles from the base, each wait at least its step and up to half again at random', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(5000, n, () => 0))).toEqual([5000, 10000, 20000, 40000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(5000, n, () => 1))).toEqual([7500, 15000, 30000, 60000]);
    expect(backoffMs(5000, 40, () => 1)).toBe(24 * 3_600_000);
  });

  it('reads Retry-After as seconds or as an HTTP date, and waits at least that long', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(nextDelayMs(100, 1, 60_000)).toBe(60_000);
    expect(nextDelayMs(100, 1, undefined)).toBeGreaterThanOrEqual(100);
    expect(nextDelayMs(100, 1, undefined)).toBeLessThanOrEqual(150);
  });
});

describe('the events a change makes', () => {
  const change = (kind: 'created' | 'updated', changedFields: string[]) => ({ seq: 1, propertyId: 'p', kind, changedFields, changedAt: new Date() });
  const every = ['property.created', 'property.updated', 'property.price_changed', 'property.status_changed'] as const;

  it('a creation is only property.created, whatever fields it names', () => {
    expect(eventsOf(change('created', ['financial.price_current', 'status']), every).map((e) => e.type)).toEqual(['property.created']);
  });

  it('an update is property.updated plus price and status changes, each only if subscribed', () => {
    expect(eventsOf(change('updated', ['status', 'financial.price_current']), every).map((e) => e.type)).toEqual([
      'property.updated',
      'property.price_changed',
      'property.status_changed',
    ]);
    expect(eventsOf(change('updated', ['title']), every).map((e) => e.type)).toEqual(['property.updated']);
    // The price is the amount with its currency.
    expect(eventsOf(change('updated', ['financial.currency']), every).map((e) => e.type)).toEqual(['property.updated', 'property.price_changed']);
    expect(eventsOf(change('updated', ['status']), ['property.price_changed'])).toEqual([]);
    expect(eventsOf(change('updated', ['status']), ['property.status_changed', 'property.created'])).toEqual([{ type: 'property.status_changed', ordinal: 3 }]);
  });
});
