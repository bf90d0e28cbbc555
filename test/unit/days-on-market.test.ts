import { daysOnMarket, daysOnMarketChangesIn } from '../../src/modules/properties/properties.mapper';

const DAY = 86_400_000;
const now = new Date('2026-03-10T12:00:00.000Z');

describe('days on market and how long a detail answer may be remembered', () => {
  it('counts whole days and changes exactly when the next whole day is reached', () => {
    const listed = new Date(now.getTime() - 3 * DAY - 5_000);
    expect(daysOnMarket(listed, now)).toBe(3);
    const wait = daysOnMarketChangesIn(listed, now)!;
    expect(wait).toBe(DAY - 5_000);
    expect(daysOnMarket(listed, new Date(now.getTime() + wait - 1))).toBe(3);
    expect(daysOnMarket(listed, new Date(now.getTime() + wait))).toBe(4);
  });

  it('keeps a future listing date at 0 days until a day after that date', () => {
    const listed = new Date(now.getTime() + 2 * DAY);
    expect(daysOnMarket(listed, now)).toBe(0);
    const wait = daysOnMarketChangesIn(listed, now)!;
    expect(daysOnMarket(listed, new Date(now.getTime() + wait - 1))).toBe(0);
    expect(daysOnMarket(listed, new Date(now.getTime() + wait))).toBe(1);
  });

  it('never expires an answer without a listing date on account of the clock', () => {
    expect(daysOnMarket(null, now)).toBeNull();
    expect(daysOnMarketChangesIn(null, now)).toBeUndefined();
  });
});
