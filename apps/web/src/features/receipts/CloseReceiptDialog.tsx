import type { Receipt } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useReceiptItems } from '../../api/receipts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Serial } from '../../components/ui/Serial';
import type { DialogOpenProps } from '../../components/ui/Dialog';

/** The unexpected devices named in the confirmation; more than this are counted. */
const NAMED = 50;

/**
 * "Close this receipt?": what closing does to the received and missing devices, and the
 * unexpected ones (not on the list) by serial, which stay for a decision after closing.
 */
export function CloseReceiptDialog({
  receipt,
  open,
  onOpenChange,
  onConfirm,
  busy,
}: DialogOpenProps & {
  receipt: Receipt;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const p = receipt.progress;
  // Asked only while the dialog is open and there are some (an id of 0 asks nothing).
  const unexpected = useReceiptItems(open && p.unexpected > 0 ? receipt.id : 0, {
    state: 'UNEXPECTED',
    page: 1,
    pageSize: NAMED,
  });
  const serials = unexpected.data?.items.map((item) => item.serialNumber) ?? [];
  const more = (unexpected.data?.total ?? 0) - serials.length;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('receipts.close.title')}
      message={`${t('receipts.close.received', { count: p.received })} ${t('receipts.close.missing', { count: p.missing })} ${t('receipts.close.final')}`}
      confirmLabel={t('receipts.close.confirm')}
      onConfirm={onConfirm}
      busy={busy}
    >
      {p.unexpected > 0 ? (
        <div className="text-sm text-slate-700 dark:text-slate-300">
          <p>{t('receipts.close.unexpected', { count: p.unexpected })}</p>
          {unexpected.isPending ? (
            <Spinner className="mt-2" />
          ) : (
            <ul
              aria-label={t('receipts.close.unexpectedList')}
              className="mt-2 flex max-h-40 flex-wrap gap-1.5 overflow-y-auto"
            >
              {serials.map((serial) => (
                <li
                  key={serial}
                  className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
                >
                  <Serial>{serial}</Serial>
                </li>
              ))}
              {more > 0 ? (
                <li className="text-xs">{t('receipts.close.more', { count: more })}</li>
              ) : null}
            </ul>
          )}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
