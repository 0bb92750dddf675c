import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';
import { DialogDirtyContext } from './dialog-dirty';
import { firstField } from './first-field';

type Size = 'sm' | 'md' | 'lg' | 'xl';

/** A dialog's open state, which the screen that opens it holds. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

type DialogProps = DialogOpenProps & {
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** The accessible name of the × button: "Close" unless told. */
  closeLabel?: string;
  size?: Size;
  /**
   * Runs once the dialog has closed and given the focus back: where a next step takes the focus
   * (the Return's Undo toast) without the dialog's focus return taking it away again.
   */
  afterClose?: () => void;
  /**
   * The dialog's form holds typed input (react-hook-form's `formState.isDirty`): Escape, the ×
   * button and a click outside ask "Discard changes?" before closing. A form inside may also
   * say so itself with `useDialogDirty(isDirty)` (dialog-dirty.ts).
   */
  dirty?: boolean;
};

/**
 * A modal dialog (Radix: focus trap, Escape to close, labelled by its title). It opens with the
 * focus on its first field (else on its first control) and gives the focus back to the element
 * that had it when it opened (the button that opened it).
 */
export function Dialog({ dirty = false, onOpenChange, ...props }: DialogProps) {
  const { t } = useTranslation();
  const closeLabel = props.closeLabel ?? t('common.close');
  const [askDiscard, setAskDiscard] = useState(false);
  // A ref, not state: an Escape pressed right after typing must see the typing, and waiting for
  // a render of the dialog after the form's report would let it close and lose the input.
  const formDirty = useRef(false);
  const reportFormDirty = useCallback((next: boolean) => {
    formDirty.current = next;
  }, []);
  return (
    <DialogFrame
      {...props}
      closeLabel={closeLabel}
      onOpenChange={(next) => {
        if (!next && (dirty || formDirty.current)) setAskDiscard(true);
        else onOpenChange(next);
      }}
    >
      <DialogDirtyContext value={reportFormDirty}>{props.children}</DialogDirtyContext>
      <DialogFrame
        open={props.open && askDiscard}
        onOpenChange={setAskDiscard}
        title={t('common.discard.title')}
        description={t('common.discard.message')}
        closeLabel={closeLabel}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskDiscard(false)}>
              {t('common.discard.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAskDiscard(false);
                onOpenChange(false);
              }}
            >
              {t('common.discard.confirm')}
            </Button>
          </>
        }
      />
    </DialogFrame>
  );
}

function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = 'md',
  afterClose,
}: Omit<DialogProps, 'dirty'>) {
  const width = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }[size];
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Before the content mounts (Radix portals it a render later), the opener still has the focus.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl dark:bg-slate-900',
            width,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const field = firstField(body.current);
            if (!field) return; // Radix focuses the first control (the × button).
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns the focus only to its own Trigger; our openers are plain buttons.
            const back = opener.current;
            if (back?.isConnected) {
              event.preventDefault();
              back.focus();
            }
            afterClose?.();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800"
              aria-label={closeLabel}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {/* A tab stop, so a keyboard can scroll a long body that has no control of its own. */}
          <div
            ref={body}
            tabIndex={0}
            className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
          >
            {children}
          </div>
          {footer && (
            // On a phone the buttons stack, each as wide as the dialog: their texts stay on one line.
            <div className="flex flex-col gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
