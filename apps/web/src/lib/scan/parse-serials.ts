/** Most serials one pasted list may hold (the server's resolve call takes as many). */
export const PASTE_LIMIT = 1000;

/**
 * A pasted list of serials: split on new lines, commas, semicolons, tabs and spaces, trimmed;
 * `serials` keeps each once (ignoring letter case) in its first spelling and order, `repeated`
 * holds the later copies in their order, so a screen can say so rather than drop them silently.
 */
export function listSerials(text: string): { serials: string[]; repeated: string[] } {
  const seen = new Set<string>();
  const serials: string[] = [];
  const repeated: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const serial = part.trim();
    if (!serial) continue;
    const key = serial.toLowerCase();
    if (seen.has(key)) repeated.push(serial);
    else {
      seen.add(key);
      serials.push(serial);
    }
  }
  return { serials, repeated };
}

/** The serials of a pasted list, each once (listSerials). */
export const splitSerials = (text: string): string[] => listSerials(text).serials;
