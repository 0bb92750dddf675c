/**
 * The characters that make a spreadsheet run a cell as a formula when text starts with them
 * (OWASP CSV injection): =, +, -, @, a tab and a carriage return. Both export formats
 * neutralise such text; the PostgreSQL CSV export does the same test in SQL from this list
 * (modules/reports/copy.ts), so there is one list.
 *
 * In CSV every `;`-separated part of a text counts too: where `;` is the list separator
 * (most of Europe, and many Indian spreadsheet set-ups) a spreadsheet opens our comma file by
 * splitting lines at each `;`, so `x;=cmd|' /C calc'!A0` becomes a cell `=cmd|...`.
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

const STARTERS = FORMULA_STARTERS.filter((c) => c !== '-').join('') + '-';

/**
 * Where a ' goes (the match, then '): before text starting with a formula starter, and after
 * each `;` followed by one, by a quote or by the end of the text. A `;` reader starts a cell
 * after each `;`, and one that opens with a quote (the text's own, doubled, or the cell's closing
 * one) reads on past it: `""=...` is an empty quoted text followed by `=...`. The same pattern
 * for JS and PostgreSQL's regexp_replace (modules/reports/copy.ts).
 */
export const FORMULA_PART_PATTERN = `(^(?=[${STARTERS}])|;(?=["${STARTERS}]|$))`;
const FORMULA_PART = new RegExp(FORMULA_PART_PATTERN, 'g');

/** Text that no spreadsheet runs as a formula, split at `,` or at `;` (see FORMULA_PART_PATTERN). */
export function neutraliseFormula(text: string): string {
  if (text.includes(';')) return text.replace(FORMULA_PART, "$1'");
  return looksLikeFormula(text) ? `'${text}` : text;
}
