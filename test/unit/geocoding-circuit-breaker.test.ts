import { CircuitBreaker } from '../../src/modules/geocoding/circuit-breaker';

describe('geocoder circuit breaker', () => {
  let now = 0;
  const breaker = () => new CircuitBreaker({ threshold: 3, cooldownMs: 1_000, now: () => now });
  beforeEach(() => {
    now = 10_000;
  });

  it('stays closed below the failure threshold and resets on success', () => {
    const b = breaker();
    b.failure('boom');
    b.failure('boom');
    b.success();
    b.failure('boom');
    b.failure('boom');
    expect(b.state).toBe('closed');
    expect(b.tryAcquire()).toBe(true);
  });

  it('opens after the threshold and refuses calls during the cool-down', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failure('HTTP 503');
    expect(b.state).toBe('open');
    expect(b.tryAcquire()).toBe(false);
    expect(b.snapshot()).toEqual({ state: 'open', consecutive_failures: 3, last_error: 'HTTP 503' });
  });

  it('lets exactly one trial call through after the cool-down; its success closes the circuit', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failure('down');
    now += 1_000;
    expect(b.state).toBe('half_open');
    expect(b.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(false);
    b.success();
    expect(b.state).toBe('closed');
    expect(b.snapshot()).toEqual({ state: 'closed', consecutive_failures: 0 });
  });

  it('opens again for a full cool-down when the trial call fails', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failure('down');
    now += 1_000;
    expect(b.tryAcquire()).toBe(true);
    b.failure('still down');
    expect(b.state).toBe('open');
    now += 999;
    expect(b.tryAcquire()).toBe(false);
  });

  it('hands back an unused trial slot', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failure('down');
    now += 1_000;
    expect(b.tryAcquire()).toBe(true);
    b.release();
    expect(b.tryAcquire()).toBe(true);
  });
});
