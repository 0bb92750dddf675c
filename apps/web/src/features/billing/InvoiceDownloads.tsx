import type { InvoiceDetail } from '@dd/contract';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDownloadInvoiceFile } from '../../api/billing';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/errors';
import { saveFile } from '../../lib/save-file';

/** The e-invoice exists for an issued, part paid or paid invoice with a taxable line. */
const hasEInvoice = (invoice: InvoiceDetail) =>
  ['ISSUED', 'PARTIALLY_PAID', 'PAID'].includes(invoice.status) &&
  invoice.lines.some((line) => line.taxable);

/**
 * "Download PDF" (a draft's is marked DRAFT, for an admin to check) and, where it can be made,
 * "Download e-invoice (JSON)". A refused download says why (its code's text).
 */
export function InvoiceDownloads({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const download = useDownloadInvoiceFile();
  const number = invoice.number ?? `draft-${invoice.id}`;
  const get = (kind: 'pdf' | 'json') =>
    download.mutate(
      { id: invoice.id, number, kind },
      {
        onSuccess: saveFile,
        onError: (e) => toast.error(errorText(e, t, t('billing.invoice.downloadFailed'))),
      },
    );
  const busy = (kind: 'pdf' | 'json') => download.isPending && download.variables?.kind === kind;
  return (
    <>
      <Button variant="secondary" onClick={() => get('pdf')} disabled={download.isPending}>
        <Download className="size-4" aria-hidden="true" />
        <BusyLabel busy={busy('pdf')} busyText={t('billing.invoice.downloading')}>
          {t('billing.invoice.downloadPdf')}
        </BusyLabel>
      </Button>
      {hasEInvoice(invoice) ? (
        <Button variant="secondary" onClick={() => get('json')} disabled={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          <BusyLabel busy={busy('json')} busyText={t('billing.invoice.downloading')}>
            {t('billing.invoice.downloadEinvoice')}
          </BusyLabel>
        </Button>
      ) : null}
    </>
  );
}
