import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatRupees,
  gstOfLine,
  invoiceTotals,
  numberInWords,
  rentPaise,
  roundToRupee,
} from './money';

describe('money in paise', () => {
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

  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(10000)).toBe('₹100.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(123456789012)).toBe('₹1,23,45,67,890.12');
    expect(formatRupees(-180050)).toBe('-₹1,800.50');
  });

  it('says amounts in words in lakh and crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(118)).toBe('One Hundred Eighteen');
    expect(numberInWords(123456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(numberInWords(25000000)).toBe('Two Crore Fifty Lakh');
    expect(amountInWords(11800)).toBe('Rupees One Hundred Eighteen Only');
    expect(amountInWords(12345650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    );
  });
});
