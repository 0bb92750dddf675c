const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** The first field a person can type into or choose in (not a button), or null. */
export function firstField(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  for (const field of root.querySelectorAll<HTMLElement>(FIELD)) {
    if (field.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
    return field;
  }
  return null;
}
