/** Most serials one pasted list may hold (the server's resolve call takes as many). */
export const PASTE_LIMIT = 1000;

/**
 * A pasted list of serials: split on new lines, commas, semicolons, tabs and spaces, trimmed,
 * repeated ones (ignoring letter case) kept once in their first spelling and order.
 */
export function splitSerials(text: string): string[] {
  const seen = new Set<string>();
  const serials: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const serial = part.trim();
    if (!serial) continue;
    const key = serial.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    serials.push(serial);
  }
  return serials;
}
