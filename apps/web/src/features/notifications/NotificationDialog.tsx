import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NotificationPanel } from './NotificationPanel';
import type { DialogOpenProps } from '../../components/ui/Dialog';

/**
 * The bell's panel as a dialog: Escape or a click outside closes it and the focus returns to the
 * bell. Its own chunk (with the dialog library and the date helpers), fetched when the bell is
 * hovered, focused or clicked: the first load carries only the bell.
 */
export function NotificationDialog({
  open,
  onOpenChange,
  unread,
  bell,
}: DialogOpenProps & {
  unread: number;
  bell: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/20 sm:bg-transparent" />
        <RadixDialog.Content
          aria-describedby={undefined}
          // The bell is not a Radix trigger (that would pull the dialog into the first load).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bell.current?.focus();
          }}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:right-4 sm:left-auto sm:w-[26rem] dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationPanel unread={unread} onClose={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
