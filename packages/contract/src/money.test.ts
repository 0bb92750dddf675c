import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, numberInWords, rupeesDecimal } from './money';

describe('money in paise', () => {
  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(10000)).toBe('₹100.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(123456789012)).toBe('₹1,23,45,67,890.12');
    expect(formatRupees(-180050)).toBe('-₹1,800.50');
  });

  it('writes rupees as a plain two-decimal number for files', () => {
    expect(rupeesDecimal(123450)).toBe('1234.50');
    expect(rupeesDecimal(0)).toBe('0.00');
    expect(rupeesDecimal(5)).toBe('0.05');
    expect(rupeesDecimal(123456789012)).toBe('1234567890.12');
    expect(rupeesDecimal(-180050)).toBe('-1800.50');
    expect(rupeesDecimal(-5)).toBe('-0.05');
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
