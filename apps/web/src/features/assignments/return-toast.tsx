import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';

/**
 * How long the Return's toast offers Undo (the server allows longer:
 * docs/decisions/0080-return-with-undo.md).
 */
export const UNDO_SECONDS = 10;

/** The Return's success toast with an Undo button, shown for UNDO_SECONDS. */
export function showReturnedToast(t: TFunction, assignmentId: number, onUndo: () => void) {
  toast.success(
    (shown) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{t('assignments.returned')}</span>
        <button
          type="button"
          className="rounded-md border border-[var(--toast-border)] px-2 py-0.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          {t('assignments.undo')}
        </button>
      </span>
    ),
    { id: `assignment-returned-${assignmentId}`, duration: UNDO_SECONDS * 1000 },
  );
}
