/**
 * Text a spreadsheet would run as a formula when it starts with =, +, -, @, a tab or a carriage
 * return (OWASP CSV injection). Both export formats neutralise such text.
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}
