import { formatRupees, type LedgerEntry } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/TextLink';
import { Money } from '../Money';
import { commissionPath } from './credit-links';

/**
 * Where a ledger entry's document is shown: an invoice's, credit note's or refund voucher's page;
 * a payment's (or its reversal's) invoice; a payout among the payouts of its day; a commission
 * statement (and the TDS withheld from it) in its billing month.
 */
function ledgerEntryPath(entry: LedgerEntry, distributorId: number): string | null {
  switch (entry.kind) {
    case 'INVOICE':
      return `/billing/invoices/${entry.documentId}`;
    case 'CREDIT_NOTE':
      return `/billing/credit-notes/${entry.documentId}`;
    case 'REFUND_VOUCHER':
      return `/billing/refund-vouchers/${entry.documentId}`;
    case 'PAYMENT':
    case 'REVERSAL':
      return entry.invoiceId ? `/billing/invoices/${entry.invoiceId}` : null;
    case 'PAYOUT':
      return `/billing/payouts?${new URLSearchParams({
        distributorId: String(distributorId),
        from: entry.date,
        to: entry.date,
      }).toString()}`;
    case 'COMMISSION':
    case 'TDS':
      return commissionPath(distributorId, entry.date, entry.month);
  }
}

/** An entry's reference as the link to its document. */
export function LedgerReference({
  entry,
  distributorId,
}: {
  entry: LedgerEntry;
  distributorId: number;
}) {
  const to = ledgerEntryPath(entry, distributorId);
  return to ? (
    <Link to={to} className={textLinkClass}>
      {entry.reference}
    </Link>
  ) : (
    entry.reference
  );
}

/**
 * A balance as an account shows it: what the distributor owes as an amount, what it is owed
 * (below zero) as an amount "in credit", never with a minus sign.
 */
export function LedgerBalance({ paise, className }: { paise: number; className?: string }) {
  const { t } = useTranslation();
  if (paise >= 0) return <Money paise={paise} className={className} />;
  return (
    <span className={className}>
      <span className="tabular-nums whitespace-nowrap">
        {t('books.ledger.inCredit', { amount: formatRupees(-paise) })}
      </span>
    </span>
  );
}
