import type { CreditSource } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/TextLink';
import { addMonths } from '../months';

/** A credit as the books name it: its kind, id, number and whose it is. */
export interface CreditRef {
  sourceType: CreditSource;
  sourceId: number;
  sourceNumber: string;
  distributorId: number;
  /**
   * The day it counts from (its own, an entry's or allocation's date): a commission's month before
   * it; no payout of it is dated before it.
   */
  date?: string;
}

/**
 * A commission statement's screen: the Commissions tab at its month and distributor. The books'
 * rows carry the approval's date but not the statement's month; a statement is approved once its
 * month has closed, so the month before the date is taken (decision 0159).
 */
export const commissionPath = (distributorId: number, date?: string, known?: string | null) => {
  // A statement is approved after its month: without its month, the month before the day.
  const month = known ?? (date ? addMonths(date.slice(0, 7), -1) : '');
  return `/billing/commissions?${new URLSearchParams({
    ...(month ? { month } : {}),
    distributorId: String(distributorId),
  }).toString()}`;
};

/**
 * Where a credit is shown: a credit note's or refund voucher's page, the payments of its
 * distributor (a payment has no page of its own), a commission's month.
 */
function creditPath(credit: CreditRef): string {
  switch (credit.sourceType) {
    case 'CREDIT_NOTE':
      return `/billing/credit-notes/${credit.sourceId}`;
    case 'REFUND_VOUCHER':
      return `/billing/refund-vouchers/${credit.sourceId}`;
    case 'PAYMENT':
      return `/billing/payments?distributorId=${credit.distributorId}`;
    case 'COMMISSION':
      return commissionPath(credit.distributorId, credit.date);
  }
}

/** A credit's number as the link to where it is shown, with its kind before it. */
export function CreditLink({ credit, withKind = true }: { credit: CreditRef; withKind?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      {withKind ? (
        <span className="mr-1 text-slate-500 dark:text-slate-400">
          {t(`books.sources.${credit.sourceType}`)}
        </span>
      ) : null}
      <Link to={creditPath(credit)} className={textLinkClass}>
        {credit.sourceNumber}
      </Link>
    </span>
  );
}

/** A credit with something left to use: what the allocation and payout dialogs take. */
export interface UsableCredit extends CreditRef {
  distributorName: string;
  unappliedPaise: number;
}
