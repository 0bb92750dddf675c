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

/** Rounds half away from zero, as PostgreSQL's round(numeric) does (the run's SQL). */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The rent of one line: the monthly rent for the days held, rounded to the paisa. */
export function rentPaise(monthlyRentPaise: number, days: number, daysInMonth: number): number {
  return roundHalfAway((monthlyRentPaise * days) / daysInMonth);
}

export type GstSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * The GST of one taxable line, rounded to the paisa: within one state CGST and SGST at half the
 * rate each, between states IGST at the whole rate.
 */
export function gstOfLine(amountPaise: number, ratePercent: number, sameState: boolean): GstSplit {
  if (sameState) {
    const half = roundHalfAway((amountPaise * ratePercent) / 200);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return {
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: roundHalfAway((amountPaise * ratePercent) / 100),
  };
}

/** The exact total rounded to the rupee, and the round-off that gets there (at most 50 paise). */
export function roundToRupee(exactPaise: number): { totalPaise: number; roundOffPaise: number } {
  const totalPaise = roundHalfAway(exactPaise / 100) * 100;
  return { totalPaise, roundOffPaise: totalPaise - exactPaise };
}

export type InvoiceLineAmount = { amountPaise: number; taxable: boolean; gstRatePercent: number };

/** An invoice's figures from its lines (the run computes the same in SQL). */
export function invoiceTotals(lines: readonly InvoiceLineAmount[], sameState: boolean) {
  let taxablePaise = 0;
  let nonTaxablePaise = 0;
  const tax: GstSplit = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    if (!line.taxable) {
      nonTaxablePaise += line.amountPaise;
      continue;
    }
    taxablePaise += line.amountPaise;
    const g = gstOfLine(line.amountPaise, line.gstRatePercent, sameState);
    tax.cgstPaise += g.cgstPaise;
    tax.sgstPaise += g.sgstPaise;
    tax.igstPaise += g.igstPaise;
  }
  const exact = taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise + nonTaxablePaise;
  return { taxablePaise, nonTaxablePaise, ...tax, ...roundToRupee(exact) };
}

/** Indian digit grouping of a whole number: 1234567 -> '12,34,567'. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Paise as rupees with Indian grouping, in every language: 12345600 -> '₹1,23,456.00'. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}₹${groupIndian(String(rupees))}.${rest}`;
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
