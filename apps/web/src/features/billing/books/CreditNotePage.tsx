import { can, type CreditNoteDetail, type CreditNoteLine } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCreditNote } from '../../../api/books';
import { useUser } from '../../../api/session';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/columns';
import { PageHeader } from '../../../components/ui/PageHeader';
import { recordStates } from '../../../components/ui/RecordStates';
import { Serial } from '../../../components/ui/Serial';
import { BackLink } from '../../../components/ui/TextLink';
import { useFormatters } from '../../../lib/format';
import { phraseText } from '../../../lib/phrases';
import { InvoiceLink } from '../invoice-columns';
import { Money } from '../Money';
import { TableCard } from '../TableCard';
import { AllocationsTable } from './AllocationsTable';
import { CreditActions } from './CreditActions';
import { CreditPayouts } from './CreditPayouts';
import { CreditStateBadge } from './credit-state';
import { FactsCard, FiguresCard } from './DocumentCards';
import { DocumentDownloads } from './DocumentDownloads';

/** A credit note's lines: each credited invoice line, or a share of a group of lines. */
function NoteLines({ lines }: { lines: CreditNoteLine[] }) {
  const { t } = useTranslation();
  const title = t('books.creditNote.linesTitle');
  const columns: Column<CreditNoteLine & { index: number }>[] = [
    {
      key: 'serial',
      header: t('billing.lines.serial'),
      cell: (l) => (l.serialNumber ? <Serial>{l.serialNumber}</Serial> : '—'),
    },
    {
      key: 'description',
      header: t('billing.lines.description'),
      cell: (l) => phraseText(t, l.phrase, l.description),
    },
    { key: 'sac', header: t('books.creditNote.sac'), cell: (l) => (l.taxable ? l.sacCode : '—') },
    {
      key: 'gst',
      header: t('books.creditNote.gst'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (l) => <Money paise={l.cgstPaise + l.sgstPaise + l.igstPaise} />,
    },
    {
      key: 'amount',
      header: t('billing.lines.amount'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (l) => <Money paise={l.amountPaise} />,
    },
  ];
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={lines.map((line, index) => ({ ...line, index }))}
        rowKey={(l) => l.index}
        columns={columns}
      />
    </TableCard>
  );
}

/** Its sums: taxable value, the GST it reverses, deposits, round-off, amount; applied, left. */
function NoteFigures({ note }: { note: CreditNoteDetail }) {
  const { t } = useTranslation();
  return (
    <FiguresCard
      title={t('billing.totals.title')}
      figures={[
        {
          key: 'taxable',
          label: t('billing.totals.taxable'),
          paise: note.taxablePaise,
          always: true,
        },
        { key: 'cgst', label: t('billing.totals.cgst'), paise: note.cgstPaise },
        { key: 'sgst', label: t('billing.totals.sgst'), paise: note.sgstPaise },
        { key: 'igst', label: t('billing.totals.igst'), paise: note.igstPaise },
        { key: 'nonTaxable', label: t('billing.totals.nonTaxable'), paise: note.nonTaxablePaise },
        { key: 'roundOff', label: t('billing.totals.roundOff'), paise: note.roundOffPaise },
        {
          key: 'amount',
          label: t('books.figures.amount'),
          paise: note.amountPaise,
          strong: true,
          always: true,
        },
        {
          key: 'applied',
          label: t('books.figures.applied'),
          paise: note.appliedPaise,
          always: true,
        },
        {
          key: 'unapplied',
          label: t('books.figures.unapplied'),
          paise: note.unappliedPaise,
          strong: true,
          always: true,
        },
      ]}
    />
  );
}

/**
 * /billing/credit-notes/{id}: a credit note, the invoice it reduces, its lines and sums, what it
 * was set against and paid out; its PDF and e-invoice; an admin uses what is left of it.
 */
export function CreditNotePage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const user = useUser();
  const id = Number(useParams().id);
  const query = useCreditNote(id);
  const back = <BackLink to="/billing/credit-notes">{t('books.creditNote.back')}</BackLink>;
  const waiting = recordStates(query, id, back, {
    loading: t('books.creditNote.loadingPage'),
    notFound: t('books.creditNote.notFound'),
    loadFailed: t('books.creditNote.pageFailed'),
  });
  if (waiting || !query.data) return waiting;
  const note = query.data.creditNote;
  return (
    <>
      {back}
      <PageHeader
        title={t('books.creditNote.pageTitle', { number: note.number })}
        description={note.distributorName}
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentDownloads
              kind="creditNote"
              id={note.id}
              number={note.number}
              einvoice={note.taxablePaise > 0}
            />
            {can(user.userType, 'billing:write') ? (
              <CreditActions
                credit={{
                  sourceType: 'CREDIT_NOTE',
                  sourceId: note.id,
                  sourceNumber: note.number,
                  date: note.issuedOn,
                  distributorId: note.distributorId,
                  distributorName: note.distributorName,
                  unappliedPaise: note.unappliedPaise,
                }}
              />
            ) : null}
          </div>
        }
      />
      <FactsCard
        badge={<CreditStateBadge unappliedPaise={note.unappliedPaise} />}
        facts={[
          {
            label: t('books.creditNotes.invoice'),
            value: <InvoiceLink invoice={{ id: note.invoiceId, number: note.invoiceNumber }} />,
          },
          { label: t('books.creditNote.invoiceDate'), value: fmt.date(note.invoiceIssuedOn) },
          { label: t('billing.invoices.distributor'), value: note.distributorName },
          { label: t('books.creditNotes.date'), value: fmt.date(note.issuedOn) },
          { label: t('books.creditNote.basis'), value: t(`books.bases.${note.basis}`) },
          { label: t('billing.invoice.placeOfSupply'), value: note.placeOfSupply },
          { label: t('billing.reason'), value: note.reason },
        ]}
      />
      <NoteLines lines={note.lines} />
      <NoteFigures note={note} />
      <AllocationsTable
        title={t('books.allocations.setAgainst')}
        allocations={note.allocations}
        show="invoice"
        empty={t('books.allocations.none')}
      />
      <CreditPayouts payouts={note.payouts} />
    </>
  );
}
