import { useEffect, type RefObject } from 'react';

/** The page's search boxes, in mount order; `/` focuses the first one in the page's order. */
const searches = new Set<HTMLElement>();

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
      null
  );
}

/** A modal is open (our Radix dialogs, the phone menu): `/` belongs to it, not to the page. */
const modalOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null;

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== '/' || event.defaultPrevented) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (isTyping(event.target) || modalOpen()) return;
  const target = [...searches]
    .filter((el) => el.isConnected && !el.closest('[hidden], [role="dialog"]'))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!target) return;
  event.preventDefault(); // no "/" typed into the box
  target.focus();
}

/**
 * Makes the input a page search: `/` (outside any field, with no dialog open) focuses it.
 * One listener for the whole document, however many search boxes a page has.
 */
export function useSlashFocus(ref: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    if (searches.size === 0) document.addEventListener('keydown', onKeyDown);
    searches.add(el);
    return () => {
      searches.delete(el);
      if (searches.size === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, enabled]);
}
