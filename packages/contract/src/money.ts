import { z } from 'zod';

/**
 * Money is integer paise everywhere (decision 0142): the database keeps `bigint` (read as a
 * JavaScript number), the API sends fields ending in `Paise`, and nothing is ever a float.
 */
export const Paise = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export type Paise = z.infer<typeof Paise>;

/**
 * A price or rate of a plan: at most ₹1 crore, so a month's run over a million devices sums far
 * below 2^53 and every figure stays exact.
 */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const PricePaise = z.number().int().min(0).max(MAX_PRICE_PAISE);

/** Whole rupees with Indian digit grouping (12,34,567), in every UI language. */
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Paise as rupees with Indian grouping, in every language: 12345600 -> '₹1,23,456.00'. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}₹${INDIAN_GROUPING.format(rupees)}.${rest}`;
}

/**
 * Paise as a plain decimal of rupees, as a file's number cell holds it (no symbol, no grouping):
 * 123450 -> '1234.50', -5 -> '-0.05'. Made from the integer, never through a float.
 */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 0..999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words in the Indian system (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in words for a document: 12345650 -> 'Rupees One Lakh ... and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const minus = paise < 0 ? 'Minus ' : '';
  const paiseText = p ? ` and ${belowHundred(p)} Paise` : '';
  return `${minus}Rupees ${numberInWords(rupees)}${paiseText} Only`;
}
