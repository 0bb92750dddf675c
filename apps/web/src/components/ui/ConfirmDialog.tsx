import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, type DialogOpenProps } from './Dialog';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a destructive action; the confirm button is the danger one. `children`: what the
 * action touches, under the message (e.g. the devices it names). The dialog's own props (open,
 * title, close label, afterClose) go to Dialog as they are.
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  children,
  ...dialog
}: DialogOpenProps & {
  title: string;
  message: string;
  confirmLabel: string;
  /** "Cancel" unless told. */
  cancelLabel?: string;
  /** "Close" unless told (Dialog). */
  closeLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  children?: ReactNode;
  /** See Dialog's `afterClose`. */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
