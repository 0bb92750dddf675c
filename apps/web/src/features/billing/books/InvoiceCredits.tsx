import type { CreditNote, InvoiceDetail } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/columns';
import { textLinkClass } from '../../../components/ui/TextLink';
import { useFormatters } from '../../../lib/format';
import { Money } from '../Money';
import { TableCard } from '../TableCard';
import { AllocationsTable } from './AllocationsTable';

/** A credit note's number as the link to its page. */
export function CreditNoteLink({ note }: { note: Pick<CreditNote, 'id' | 'number'> }) {
  return (
    <Link to={`/billing/credit-notes/${note.id}`} className={textLinkClass}>
      {note.number}
    </Link>
  );
}

/** The credit notes against an invoice: number, date, how, amount, reason. */
function InvoiceCreditNotes({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const title = t('books.invoice.creditNotes');
  const columns: Column<CreditNote>[] = [
    {
      key: 'number',
      header: t('books.creditNotes.number'),
      cell: (n) => <CreditNoteLink note={n} />,
    },
    {
      key: 'date',
      header: t('books.creditNotes.date'),
      className: 'whitespace-nowrap',
      cell: (n) => fmt.date(n.issuedOn),
    },
    { key: 'basis', header: t('books.creditNote.basis'), cell: (n) => t(`books.bases.${n.basis}`) },
    {
      key: 'amount',
      header: t('books.creditNotes.amount'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (n) => <Money paise={n.amountPaise} />,
    },
    {
      key: 'reason',
      header: t('billing.reason'),
      className: 'max-w-[16rem] break-words',
      cell: (n) => n.reason,
    },
  ];
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={notes}
        rowKey={(n) => n.id}
        columns={columns}
        states={{ empty: { title: t('books.invoice.noCreditNotes') } }}
      />
    </TableCard>
  );
}

/**
 * Below an issued invoice's payments: its credit notes, and "Settled by" (everything set against
 * it: payments and credits, reversed ones marked).
 */
export function InvoiceCredits({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <InvoiceCreditNotes notes={invoice.creditNotes} />
      <AllocationsTable
        title={t('books.invoice.settledBy')}
        allocations={invoice.allocations}
        show="credit"
        empty={t('books.invoice.notSettled')}
      />
    </>
  );
}
