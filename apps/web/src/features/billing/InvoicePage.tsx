import { can, type InvoiceDetail } from '@dd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useInvoice } from '../../api/billing';
import { useUser } from '../../api/session';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { recordStates } from '../../components/ui/RecordStates';
import { BackLink } from '../../components/ui/TextLink';
import { useFormatters } from '../../lib/format';
import { InvoiceCredits } from './books/InvoiceCredits';
import { InvoiceAdminActions } from './InvoiceAdminActions';
import { InvoiceStatusBadge } from './invoice-columns';
import { InvoiceDownloads } from './InvoiceDownloads';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceTotals } from './InvoiceTotals';
import { Money } from './Money';

/** The invoice's facts: distributor, month, dates, place of supply, the credit note. */
function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const fact = (label: string, value: ReactNode) =>
    value ? (
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
        <dd className="text-sm text-slate-900 dark:text-white">{value}</dd>
      </div>
    ) : null;
  const note = invoice.creditNote;
  return (
    <Card className="mb-4 p-4">
      <div className="mb-3">
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {fact(t('billing.invoices.distributor'), invoice.distributorName)}
        {fact(t('billing.invoices.month'), fmt.month(invoice.month))}
        {fact(t('billing.invoice.issuedOn'), fmt.date(invoice.issuedOn))}
        {fact(t('billing.invoices.dueDate'), fmt.date(invoice.dueDate))}
        {fact(t('billing.invoice.placeOfSupply'), invoice.placeOfSupply)}
        {fact(t('billing.invoices.total'), <Money paise={invoice.totalPaise} />)}
        {note
          ? fact(
              t('billing.invoice.creditNote'),
              t('billing.invoice.creditNoteText', {
                number: note.number,
                date: fmt.date(note.issuedOn),
              }),
            )
          : null}
        {fact(t('billing.invoice.cancelReason'), invoice.cancelReason)}
      </dl>
    </Card>
  );
}

/** /billing/invoices/{id}: an invoice, its lines and sums, its documents and the admin's steps. */
export function InvoicePage() {
  const { t } = useTranslation();
  const user = useUser();
  const id = Number(useParams().id);
  const query = useInvoice(id);
  const back = <BackLink to="/billing/invoices">{t('billing.invoice.back')}</BackLink>;

  const waiting = recordStates(query, id, back, {
    loading: t('billing.invoice.loading'),
    notFound: t('billing.invoice.notFound'),
    loadFailed: t('billing.invoice.loadFailed'),
  });
  if (waiting || !query.data) return waiting;
  const invoice = query.data.invoice;
  return (
    <>
      {back}
      <PageHeader
        title={
          invoice.number
            ? t('billing.invoice.title', { number: invoice.number })
            : t('billing.invoice.draftTitle')
        }
        description={invoice.distributorName}
        actions={
          <div className="flex flex-wrap gap-2">
            <InvoiceDownloads invoice={invoice} />
            {can(user.userType, 'billing:write') ? <InvoiceAdminActions invoice={invoice} /> : null}
          </div>
        }
      />
      <InvoiceFacts invoice={invoice} />
      <InvoiceLines lines={invoice.lines} />
      <InvoiceTotals invoice={invoice} />
      {invoice.number ? (
        <>
          <InvoicePayments invoice={invoice} canReverse={can(user.userType, 'billing:write')} />
          <InvoiceCredits invoice={invoice} />
        </>
      ) : null}
    </>
  );
}
