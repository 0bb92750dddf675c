/**
 * The characters that make a spreadsheet run a cell as a formula when text starts with them
 * (OWASP CSV injection): =, +, -, @, a tab and a carriage return. Both export formats
 * neutralise such text; the PostgreSQL CSV export does the same test in SQL from this list
 * (modules/reports/copy.ts), so there is one list.
 */
export const FORMULA_STARTERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** The starters' character codes (for SQL's `ascii(text)`). */
export const FORMULA_STARTER_CODES: readonly number[] = FORMULA_STARTERS.map((c) =>
  c.charCodeAt(0),
);

// A lookup by character code: this runs for every text cell of an export.
const IS_STARTER = new Uint8Array(128);
for (const code of FORMULA_STARTER_CODES) IS_STARTER[code] = 1;

/** Text a spreadsheet would run as a formula (it starts with one of `FORMULA_STARTERS`). */
export function looksLikeFormula(text: string): boolean {
  const code = text.charCodeAt(0); // NaN for ''
  return code < 128 && IS_STARTER[code] === 1;
}
