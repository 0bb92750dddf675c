import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';

/**
 * How long the Return's toast offers Undo (the server allows longer:
 * docs/decisions/0080-return-with-undo.md).
 */
const UNDO_SECONDS = 10;

/** After the Undo toast: the card's Return button (there again after an Undo), else the card. */
export function focusCard(assignmentId: number) {
  const card = document.getElementById(`assignment-${assignmentId}`);
  (card?.querySelector<HTMLElement>('[data-return]:not(:disabled)') ?? card)?.focus();
}

/**
 * The Return's success toast with an Undo button, shown for UNDO_SECONDS. The button takes the
 * focus (Enter undoes; a screen reader reads the toast); when the toast goes, by Undo or by
 * time, `focusBack` puts the focus where the work was, unless the user has moved it elsewhere.
 */
export function showReturnedToast(
  t: TFunction,
  assignmentId: number,
  onUndo: () => void,
  focusBack: () => void,
) {
  const toastId = `assignment-returned-${assignmentId}`;
  const inToast = () => {
    const active = document.activeElement;
    return (
      active === null || active === document.body || active.closest(`[data-toast="${toastId}"]`)
    );
  };
  toast.success(
    (shown) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1" data-toast={toastId}>
        <span>{t('assignments.returned')}</span>
        <button
          type="button"
          // The one next step: Enter undoes, for the keyboard too.
          autoFocus
          className="rounded-md border border-[var(--toast-border)] px-2 py-0.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
            focusBack();
          }}
        >
          {t('assignments.undo')}
        </button>
      </span>
    ),
    { id: toastId, duration: UNDO_SECONDS * 1000 },
  );
  setTimeout(() => {
    if (inToast()) focusBack();
  }, UNDO_SECONDS * 1000);
}
