/**
 * WAI-ARIA tabs' keys: the index of the tab that ArrowRight and ArrowLeft (wrapping around),
 * Home and End move to from tab `index` of `count`; null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
