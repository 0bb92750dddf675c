import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, todayInIndia } from './business-time';

describe('the business day', () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it("is the zone's date in the time-zone database on either side of every month's last midnight", () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });
    for (let month = 0; month < 12; month++) {
      const lastDay = new Date(Date.UTC(2026, month + 1, 0, 18, 30));
      for (const at of [new Date(lastDay.getTime() - 1), lastDay]) {
        expect(todayInIndia(at)).toBe(india.format(at));
      }
    }
  });
});
