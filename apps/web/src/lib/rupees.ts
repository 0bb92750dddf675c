/**
 * Rupees typed by a person, read as integer paise without float arithmetic: the digits are joined
 * as text ('1,180.5' -> '118050') and only then read as a whole number, so no amount is ever
 * rounded (decision 0147).
 */

/** Why a typed amount was refused: a key under `billing.rupees.*` in the catalogues. */
export type RupeeProblem = 'required' | 'format' | 'decimals' | 'positive' | 'tooLarge';

export type RupeeReading = { paise: number } | { problem: RupeeProblem };

/** Digits, plain or grouped (western 1,234,567 or Indian 12,34,567), then any decimals. */
const AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d*))?$/;

export interface RupeeRules {
  /** Zero is an amount (a plan's commission may be nothing); else it must be positive. */
  allowZero?: boolean;
  /** The largest amount taken, in paise. */
  maxPaise?: number;
}

/** '1,180.50', '₹ 1180.5' or '1180' -> paise; '1.234', '-5', '1e3' or '' -> a problem. */
export function readRupees(
  text: string,
  { allowZero = false, maxPaise }: RupeeRules = {},
): RupeeReading {
  const typed = text.replace(/[\s₹]/g, '');
  if (typed === '') return { problem: 'required' };
  if (typed.startsWith('-')) return { problem: 'positive' };
  const match = AMOUNT.exec(typed);
  if (!match) return { problem: 'format' };
  const whole = match[1]!.replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { problem: 'tooLarge' };
  const paise = Number(digits);
  if (paise === 0 && !allowZero) return { problem: 'positive' };
  if (maxPaise !== undefined && paise > maxPaise) return { problem: 'tooLarge' };
  return { paise };
}

/** Paise as the text a rupee field starts with: 118050 -> '1180.50' (no grouping, no sign). */
export function rupeeText(paise: number): string {
  const abs = Math.abs(paise);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
