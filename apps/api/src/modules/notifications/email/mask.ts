/**
 * An email address partly hidden, enough for its owner to recognise it and not enough for anyone
 * else to write to it: the first and last letters of the name and the domain's first letter and
 * last part (`asha.patel@example.co.in` -> `a***l@e***.in`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shownName = name.length > 2 ? `${name[0]}***${name.at(-1)}` : `${name[0]}***`;
  const dot = domain.lastIndexOf('.');
  const shownDomain = dot > 0 ? `${domain[0]}***${domain.slice(dot)}` : '***';
  return `${shownName}@${shownDomain}`;
}
