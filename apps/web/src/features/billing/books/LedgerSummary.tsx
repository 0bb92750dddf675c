import type { LedgerResponse } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Money } from '../Money';
import { LedgerBalance } from './ledger-links';

/**
 * Above a distributor's ledger: its name, what its invoices still owe, its credits not yet used,
 * and the closing balance (always the first less the second, decision 0159).
 */
export function LedgerSummary({ ledger }: { ledger: LedgerResponse }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-6 p-4">
      <p className="mb-3 font-medium text-slate-900 dark:text-white">{ledger.distributorName}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div data-testid="open-invoices">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('books.ledger.openInvoices')}
          </dt>
          <dd>
            <Money paise={ledger.openInvoicesPaise} />
          </dd>
        </div>
        <div data-testid="unapplied-credits">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('books.ledger.unappliedCredits')}
          </dt>
          <dd>
            <Money paise={ledger.unappliedCreditsPaise} />
          </dd>
        </div>
        <div data-testid="closing-balance">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('billing.ledger.closing')}
          </dt>
          <dd>
            <LedgerBalance
              paise={ledger.balancePaise}
              className="text-base font-semibold text-slate-900 dark:text-white"
            />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
