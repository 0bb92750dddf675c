/**
 * A percentage typed by a person, read as integer basis points without float arithmetic, the
 * way lib/rupees.ts reads rupees: the digits are joined as text ('0.75' -> '075') and only then
 * read as a whole number (2 -> 200, 0.75 -> 75, 1.5 -> 150).
 */

/** Why a typed rate was refused: a key under `billing.percent.*` in the catalogues. */
export type PercentProblem = 'required' | 'format' | 'decimals' | 'tooLarge';

export type PercentReading = { bp: number } | { problem: PercentProblem };

/** Whole percent, then at most a few decimals (checked apart), then an optional '%'. */
const RATE = /^(\d+)(?:\.(\d*))?%?$/;

/** '2', '0.75', '1.5 %' -> basis points; '2.125', '-1', '1e1' or '' -> a problem. */
export function readPercentBp(text: string, { maxBp }: { maxBp: number }): PercentReading {
  const typed = text.replace(/\s/g, '');
  if (typed === '') return { problem: 'required' };
  const match = RATE.exec(typed);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  const digits = `${match[1]!}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 6) return { problem: 'tooLarge' };
  const bp = Number(digits);
  return bp > maxBp ? { problem: 'tooLarge' } : { bp };
}

/** Basis points as the text a rate field starts with: 200 -> '2', 75 -> '0.75', 150 -> '1.5'. */
export function percentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
