import { describe, expect, it } from 'vitest';
import { tdsOf } from './tds';

const THRESHOLD = 2_000_000; // ₹20,000
const base = {
  thresholdPaise: THRESHOLD,
  rateBp: 200,
  yearGrossBeforePaise: 0,
  yearBasesBeforePaise: 0,
};

describe('TDS on commission (section 194H)', () => {
  it('deducts nothing while the year stays within the threshold, the threshold itself included', () => {
    expect(tdsOf({ ...base, grossPaise: 1_500_000 })).toEqual({ basePaise: 0, tdsPaise: 0 });
    expect(tdsOf({ ...base, grossPaise: 500_000, yearGrossBeforePaise: 1_500_000 })).toEqual({
      basePaise: 0,
      tdsPaise: 0,
    });
  });

  it("the statement crossing it bears TDS on the year's whole commission; later ones on their own", () => {
    // ₹15,000 before, ₹6,000 now: ₹21,000 x 2% = ₹420.
    expect(tdsOf({ ...base, grossPaise: 600_000, yearGrossBeforePaise: 1_500_000 })).toEqual({
      basePaise: 2_100_000,
      tdsPaise: 42_000,
    });
    // Then ₹1,000 more: ₹20.
    expect(
      tdsOf({
        ...base,
        grossPaise: 100_000,
        yearGrossBeforePaise: 2_100_000,
        yearBasesBeforePaise: 2_100_000,
      }),
    ).toEqual({ basePaise: 100_000, tdsPaise: 2_000 });
  });

  it("rounds to the rupee, half up, at a certificate's rate; never more than the statement", () => {
    // ₹25,012.34 x 0.75% = ₹187.59 -> ₹188.
    expect(tdsOf({ ...base, rateBp: 75, grossPaise: 2_501_234 })).toEqual({
      basePaise: 2_501_234,
      tdsPaise: 18_800,
    });
    expect(tdsOf({ ...base, rateBp: 0, grossPaise: 2_501_234 }).tdsPaise).toBe(0);
    // ₹19,999 before, ₹2 now: 2% of ₹20,001 is ₹400, but only ₹2 is there to withhold.
    expect(tdsOf({ ...base, grossPaise: 200, yearGrossBeforePaise: 1_999_900 })).toEqual({
      basePaise: 2_000_100,
      tdsPaise: 200,
    });
  });
});
