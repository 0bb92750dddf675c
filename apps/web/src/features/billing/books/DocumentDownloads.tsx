import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadCreditNoteFile, useDownloadRefundVoucherPdf } from '../../../api/books';
import { BusyLabel } from '../../../components/forms/BusyLabel';
import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/errors';
import { saveFile } from '../../../lib/save-file';

type Props =
  | { kind: 'creditNote'; id: number; number: string; einvoice: boolean }
  | { kind: 'refundVoucher'; id: number; number: string | null };

/**
 * A credit note's "Download PDF" and, when it reverses tax, "Download e-invoice (JSON)"; a refund
 * voucher's "Download PDF" (a draft's for an admin to check). A refused download says why.
 */
export function DocumentDownloads(props: Props) {
  const { t } = useTranslation();
  const note = useDownloadCreditNoteFile();
  const voucher = useDownloadRefundVoucherPdf();
  const number = props.number ?? `draft-${props.id}`;
  const handlers = {
    onSuccess: saveFile,
    onError: (e: unknown) => toast.error(errorText(e, t, t('billing.invoice.downloadFailed'))),
  };
  const get = (file: 'pdf' | 'json') =>
    props.kind === 'creditNote'
      ? note.mutate({ id: props.id, number, kind: file }, handlers)
      : voucher.mutate({ id: props.id, number }, handlers);
  const pending = note.isPending || voucher.isPending;
  const busy = (file: 'pdf' | 'json') =>
    file === 'pdf'
      ? voucher.isPending || (note.isPending && note.variables?.kind === 'pdf')
      : note.isPending && note.variables?.kind === 'json';
  const button = (file: 'pdf' | 'json', label: string) => (
    <Button variant="secondary" onClick={() => get(file)} disabled={pending}>
      <Download className="size-4" aria-hidden="true" />
      <BusyLabel busy={busy(file)} busyText={t('billing.invoice.downloading')}>
        {label}
      </BusyLabel>
    </Button>
  );
  return (
    <>
      {button('pdf', t('billing.invoice.downloadPdf'))}
      {props.kind === 'creditNote' && props.einvoice
        ? button('json', t('billing.invoice.downloadEinvoice'))
        : null}
    </>
  );
}
