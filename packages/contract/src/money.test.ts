import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, numberInWords, rupeesDecimal } from './money';

describe('money in paise', () => {
  it.each([
    [12345600, '₹1,23,456.00', '123456.00'],
    [10000, '₹100.00', '100.00'],
    [123450, '₹1,234.50', '1234.50'],
    [0, '₹0.00', '0.00'],
    [5, '₹0.05', '0.05'],
    [123456789012, '₹1,23,45,67,890.12', '1234567890.12'],
    [-180050, '-₹1,800.50', '-1800.50'],
    [-5, '-₹0.05', '-0.05'],
  ])(
    'shows %i paise as %s (Indian grouping) and writes it to files as %s',
    (paise, shown, file) => {
      expect(formatRupees(paise)).toBe(shown);
      expect(rupeesDecimal(paise)).toBe(file);
    },
  );

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
