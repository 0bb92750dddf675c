import { describe, expect, it } from 'vitest';
import { gstOfLine, invoiceTotals, rentPaise, roundToRupee } from './billing-reference';

describe('the billing reference (hand-computed figures)', () => {
  it('charges rent for the days held: 10 of 30 days at ₹300 a month is ₹100.00', () => {
    expect(rentPaise(30000, 10, 30)).toBe(10000);
    // ₹250 for 1 of 31 days = 806.45... paise -> 806; 7 of 31 = 5645.16 -> 5645
    expect(rentPaise(25000, 1, 31)).toBe(806);
    expect(rentPaise(25000, 7, 31)).toBe(5645);
    // half a paisa rounds away from zero: 1 paisa for half the month
    expect(rentPaise(1, 15, 30)).toBe(1);
  });

  it('splits 18% GST on ₹100: CGST ₹9.00 + SGST ₹9.00 within a state, IGST ₹18.00 between', () => {
    expect(gstOfLine(10000, 18, true)).toEqual({ cgstPaise: 900, sgstPaise: 900, igstPaise: 0 });
    expect(gstOfLine(10000, 18, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1800 });
    // ₹8.06 at 9% = 72.54 paise -> 73 each half; IGST 145.08 -> 145
    expect(gstOfLine(806, 18, true)).toEqual({ cgstPaise: 73, sgstPaise: 73, igstPaise: 0 });
    expect(gstOfLine(806, 18, false).igstPaise).toBe(145);
  });

  it('rounds the total to the rupee with a round-off of at most 50 paise', () => {
    expect(roundToRupee(11800)).toEqual({ totalPaise: 11800, roundOffPaise: 0 });
    expect(roundToRupee(11849)).toEqual({ totalPaise: 11800, roundOffPaise: -49 });
    expect(roundToRupee(11850)).toEqual({ totalPaise: 11900, roundOffPaise: 50 });
    expect(roundToRupee(-11850)).toEqual({ totalPaise: -11900, roundOffPaise: -50 });
  });

  it('adds an invoice up: deposits apart from GST, the total rounded', () => {
    const lines = [
      { amountPaise: 10000, taxable: true, gstRatePercent: 18 },
      { amountPaise: 806, taxable: true, gstRatePercent: 18 },
      { amountPaise: 150000, taxable: false, gstRatePercent: 18 },
      { amountPaise: -50000, taxable: false, gstRatePercent: 18 },
    ];
    // taxable 10806; CGST 900 + 73, SGST the same; non-taxable 100000; exact 112752 -> 112800
    expect(invoiceTotals(lines, true)).toEqual({
      taxablePaise: 10806,
      nonTaxablePaise: 100000,
      cgstPaise: 973,
      sgstPaise: 973,
      igstPaise: 0,
      totalPaise: 112800,
      roundOffPaise: 48,
    });
    // IGST 1800 + 145 = 1945; exact 112751 -> 112800, round-off 49
    expect(invoiceTotals(lines, false)).toMatchObject({ igstPaise: 1945, roundOffPaise: 49 });
  });
});
