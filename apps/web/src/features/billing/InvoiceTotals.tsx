import type { InvoiceDetail } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Money } from './Money';

/**
 * The invoice's sums: taxable value, each tax that applies, deposits, round-off, total, then what
 * was paid, the credits set against it and the balance.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; paise: number; strong?: boolean; always?: boolean }[] =
    [
      {
        key: 'taxable',
        label: t('billing.totals.taxable'),
        paise: invoice.taxablePaise,
        always: true,
      },
      { key: 'cgst', label: t('billing.totals.cgst'), paise: invoice.cgstPaise },
      { key: 'sgst', label: t('billing.totals.sgst'), paise: invoice.sgstPaise },
      { key: 'igst', label: t('billing.totals.igst'), paise: invoice.igstPaise },
      { key: 'nonTaxable', label: t('billing.totals.nonTaxable'), paise: invoice.nonTaxablePaise },
      {
        key: 'roundOff',
        label: t('billing.totals.roundOff'),
        paise: invoice.roundOffPaise,
        always: true,
      },
      {
        key: 'total',
        label: t('billing.totals.total'),
        paise: invoice.totalPaise,
        strong: true,
        always: true,
      },
      { key: 'paid', label: t('billing.totals.paid'), paise: invoice.paidPaise, always: true },
      // Credit notes, refund vouchers and other credits set against it (decision 0159).
      {
        key: 'credits',
        label: t('books.invoice.credits'),
        paise: invoice.settledPaise - invoice.paidPaise,
      },
      {
        key: 'balance',
        label: t('billing.totals.balance'),
        paise: invoice.balancePaise,
        strong: true,
        always: true,
      },
    ];
  return (
    <Card className="mb-4 p-4">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">
        {t('billing.totals.title')}
      </h2>
      <dl className="ml-auto max-w-sm space-y-1.5 text-sm">
        {rows
          .filter((row) => row.always || row.paise !== 0)
          .map((row) => (
            <div
              key={row.key}
              data-total={row.key}
              className={cn(
                'flex justify-between gap-4',
                row.strong &&
                  'border-t border-slate-200 pt-1.5 font-semibold text-slate-900 dark:border-slate-800 dark:text-white',
              )}
            >
              <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
              <dd>
                <Money paise={row.paise} />
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
