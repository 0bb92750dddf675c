import { formatRupees, type Payment, type PaymentSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import type { Column } from '../../components/ui/columns';
import { useFormatters } from '../../lib/format';
import { InvoiceLink } from './invoice-columns';
import { Money } from './Money';

/**
 * A payment's columns: Paid on, Invoice (the Payments tab), Distributor (admins there), Amount,
 * Method, Reference, and Reversed (with its reason) when it was, else what is left of it as an
 * advance.
 */
export function usePaymentColumns({
  invoice,
  distributor,
}: {
  invoice: boolean;
  distributor: boolean;
}): Column<Payment, PaymentSort>[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: (Column<Payment, PaymentSort> | null)[] = [
    {
      key: 'paidOn',
      header: t('billing.payments.paidOn'),
      sort: 'paidOn',
      className: 'whitespace-nowrap',
      cell: (p) => fmt.date(p.paidOn),
    },
    invoice
      ? {
          key: 'invoice',
          header: t('billing.payments.invoice'),
          className: 'whitespace-nowrap',
          cell: (p) => <InvoiceLink invoice={{ id: p.invoiceId, number: p.invoiceNumber }} />,
        }
      : null,
    distributor
      ? {
          key: 'distributor',
          header: t('billing.invoices.distributor'),
          className: 'max-w-[14rem] truncate',
          cell: (p) => p.distributorName,
        }
      : null,
    {
      key: 'amount',
      header: t('billing.payments.amount'),
      sort: 'amountPaise',
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (p) => (
        <Money paise={p.amountPaise} className={p.reversedAt ? 'line-through' : undefined} />
      ),
    },
    {
      key: 'method',
      header: t('billing.payments.method'),
      cell: (p) => t(`billing.payments.methods.${p.method}`),
    },
    {
      key: 'reference',
      header: t('billing.payments.reference'),
      className: 'max-w-[12rem] break-words',
      cell: (p) => p.reference,
    },
    {
      key: 'state',
      header: t('billing.payments.state'),
      cell: (p) =>
        p.reversedAt ? (
          <span>
            <Badge tone="red">{t('billing.payments.reversed')}</Badge>
            {p.reverseReason ? (
              <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                {p.reverseReason}
              </span>
            ) : null}
          </span>
        ) : (
          <span>
            <Badge tone="green">{t('billing.payments.received')}</Badge>
            {p.advancePaise > 0 ? (
              <span className="mt-1 block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                {t('books.advance.left', { amount: formatRupees(p.advancePaise) })}
              </span>
            ) : null}
          </span>
        ),
    },
  ];
  return columns.filter((c) => c !== null);
}
