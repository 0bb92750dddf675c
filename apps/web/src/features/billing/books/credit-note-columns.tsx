import {
  CREDIT_NOTE_SORTS,
  CREDIT_STATES,
  type CreditNote,
  type CreditNoteSort,
} from '@dd/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/columns';
import { useFormatters } from '../../../lib/format';
import type { ListSpec } from '../../../lib/list/list-params';
import { InvoiceLink } from '../invoice-columns';
import { Money } from '../Money';
import { CreditNoteLink } from './InvoiceCredits';

/** The credit notes list: issue dates, distributor, Open / Applied, search by number. */
export const CREDIT_NOTE_LIST: ListSpec<
  'from' | 'to' | 'distributorId' | 'status',
  CreditNoteSort
> = {
  filters: { from: null, to: null, distributorId: null, status: CREDIT_STATES },
  sorts: CREDIT_NOTE_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'issuedOn', order: 'desc' },
};

/**
 * The credit notes' columns: Number, Date, Invoice, Distributor (admins), Amount, Unapplied; all
 * but Unapplied sort on the server.
 */
export function useCreditNoteColumns(
  showDistributor: boolean,
): Column<CreditNote, CreditNoteSort>[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const columns: (Column<CreditNote, CreditNoteSort> | null)[] = [
    {
      key: 'number',
      header: t('books.creditNotes.number'),
      sort: 'number',
      className: 'whitespace-nowrap',
      cell: (n) => <CreditNoteLink note={n} />,
    },
    {
      key: 'date',
      header: t('books.creditNotes.date'),
      sort: 'issuedOn',
      className: 'whitespace-nowrap',
      cell: (n) => fmt.date(n.issuedOn),
    },
    {
      key: 'invoice',
      header: t('books.creditNotes.invoice'),
      sort: 'invoiceNumber',
      className: 'whitespace-nowrap',
      cell: (n) => <InvoiceLink invoice={{ id: n.invoiceId, number: n.invoiceNumber }} />,
    },
    showDistributor
      ? {
          key: 'distributor',
          header: t('billing.invoices.distributor'),
          sort: 'distributorName',
          className: 'max-w-[14rem] truncate',
          cell: (n) => n.distributorName,
        }
      : null,
    {
      key: 'amount',
      header: t('books.creditNotes.amount'),
      sort: 'amountPaise',
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (n) => <Money paise={n.amountPaise} />,
    },
    {
      key: 'unapplied',
      header: t('books.creditNotes.unapplied'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (n) => <Money paise={n.unappliedPaise} />,
    },
  ];
  return columns.filter((c) => c !== null);
}
