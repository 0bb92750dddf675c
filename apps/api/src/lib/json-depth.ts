/**
 * Whether JSON text nests objects and arrays more than `max` levels deep. One pass over the
 * text, no recursion and no parsing: brackets inside strings do not count (a string is skipped
 * to its closing quote, one not escaped by an odd run of backslashes).
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (;;) {
        const quote = text.indexOf('"', i + 1);
        if (quote === -1) return false;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        i = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
