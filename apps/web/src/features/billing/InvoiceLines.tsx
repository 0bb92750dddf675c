import type { InvoiceLine } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/columns';
import { Serial } from '../../components/ui/Serial';
import { phraseText } from '../../lib/phrases';
import { Money } from './Money';
import { TableCard } from './TableCard';

type Row = InvoiceLine & { index: number };

/** The lines' columns: serial, description, days, rate, amount. */
function useLineColumns(): Column<Row>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'serial',
      header: t('billing.lines.serial'),
      cell: (l) => <Serial>{l.serialNumber}</Serial>,
    },
    {
      key: 'description',
      header: t('billing.lines.description'),
      // The kind, then the line's words: both in the reader's language (the PDF prints English).
      cell: (l) => (
        <>
          <span className="block font-medium">{t(`billing.lines.kind.${l.kind}`)}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {phraseText(t, l.phrase, l.description)}
          </span>
        </>
      ),
    },
    {
      key: 'days',
      header: t('billing.lines.days'),
      className: 'tabular-nums text-right',
      headerClassName: 'text-right',
      cell: (l) => l.days ?? '—',
    },
    {
      key: 'rate',
      header: t('billing.lines.rate'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (l) => <Money paise={l.ratePaise} />,
    },
    {
      key: 'amount',
      header: t('billing.lines.amount'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (l) => <Money paise={l.amountPaise} />,
    },
  ];
}

/** A line on a phone: the serial and amount, the wording, then kind, days and rate. */
function LineCard({ line }: { line: Row }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <Serial>{line.serialNumber}</Serial>
        <Money paise={line.amountPaise} className="font-medium" />
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        {phraseText(t, line.phrase, line.description)}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {[
          t(`billing.lines.kind.${line.kind}`),
          line.days === null ? null : `${t('billing.lines.days')}: ${line.days}`,
        ]
          .filter(Boolean)
          .join(' · ')}
        {' · '}
        {t('billing.lines.rate')}: <Money paise={line.ratePaise} />
      </p>
    </div>
  );
}

/** One group of lines under its heading, or nothing when the invoice has none of them. */
function LineGroup({ title, rows }: { title: string; rows: Row[] }) {
  const columns = useLineColumns();
  if (rows.length === 0) return null;
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={rows}
        rowKey={(l) => l.index}
        columns={columns}
        card={(l) => <LineCard line={l} />}
      />
    </TableCard>
  );
}

/**
 * The invoice's lines: the rent (taxable) first, then the deposits and their refunds apart (not
 * taxable), as the server orders them.
 */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] }) {
  const { t } = useTranslation();
  const rows = lines.map((line, index) => ({ ...line, index }));
  return (
    <>
      <LineGroup title={t('billing.lines.taxable')} rows={rows.filter((l) => l.taxable)} />
      <LineGroup title={t('billing.lines.deposits')} rows={rows.filter((l) => !l.taxable)} />
    </>
  );
}
