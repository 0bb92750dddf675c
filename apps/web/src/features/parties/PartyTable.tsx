import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import type { Column, TableSort } from '../../components/ui/columns';
import { cn } from '../../components/ui/cn';
import { DataTable, type TableStates } from '../../components/ui/DataTable';
import { AccountStatusBadge } from './AccountStatusBadge';
import { KycBadge } from './KycBadge';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { ContactLines, ViewButton } from './ListRows';

/**
 * Party Info, Contact Details, Company (or Shop) Details, the retailer's Distributor, Status,
 * Actions. Below 1024 px the rows become cards (same facts, the view button always in reach)
 * under a sort bar. Info, Company/Shop and Status sort by the descriptor's `sortBy` columns.
 */
export function PartyTable<T extends PartyTypes>({
  descriptor,
  rows,
  onView,
  sort,
  states,
  busy,
}: {
  descriptor: PartyDescriptor<T>;
  rows: T['row'][];
  onView: (id: number) => void;
  sort: TableSort<T['sort']>;
  states: TableStates;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { area, business, parent, sortBy } = descriptor;
  const gst = (r: T['row']) =>
    r.gst_number ? t(`${area}.table.gst`, { gst: r.gst_number }) : t(`${area}.table.noGst`);
  const viewLabel = (r: T['row']) => t(`${area}.table.view`, { name: r.name });
  const businessLines = (r: T['row'], inCard: boolean) => (
    <>
      <p className={cn(inCard && 'mt-2', 'font-medium text-slate-900 dark:text-white')}>
        {business.value(r)}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{business.place(r)}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{gst(r)}</p>
    </>
  );
  const distributor = (r: T['row']) => {
    const of = parent?.of(r);
    return of ? (
      <>
        <p className="font-medium text-slate-900 dark:text-white">{of.name}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{of.company_name}</p>
      </>
    ) : (
      t('common.none')
    );
  };
  const badges = (r: T['row'], className: string) => (
    <div className={cn('flex flex-wrap gap-1', className)}>
      <AccountStatusBadge area={area} status={r.status} />
      <KycBadge area={area} status={r.kyc_status} />
    </div>
  );

  const columns: Column<T['row'], T['sort']>[] = [
    {
      key: 'info',
      header: t(`${area}.table.info`),
      sort: sortBy.info,
      className: parent ? 'min-w-32' : 'min-w-36',
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900 dark:text-white">{r.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t(`${area}.table.id`, { id: r.id })}
          </p>
        </>
      ),
    },
    {
      key: 'contact',
      header: t(`${area}.table.contact`),
      className: parent ? 'min-w-52' : 'min-w-56',
      cell: (r) => <ContactLines email={r.email} phone={r.phone} />,
    },
    {
      key: 'business',
      header: business.texts(t).header,
      sort: sortBy.business,
      cell: (r) => businessLines(r, false),
    },
    ...(parent
      ? [
          {
            key: 'parent',
            header: parent.header(t),
            className: 'min-w-36',
            cell: distributor,
          },
        ]
      : []),
    {
      key: 'status',
      header: t(`${area}.table.status`),
      sort: sortBy.status,
      cell: (r) => badges(r, ''),
    },
    {
      key: 'actions',
      header: t(`${area}.table.actions`),
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (r) => <ViewButton label={viewLabel(r)} onClick={() => onView(r.id)} />,
    },
  ];

  return (
    <DataTable
      label={t(`${area}.table.titleLoading`)}
      rows={rows}
      rowKey={(r) => r.id}
      columns={columns}
      sort={sort}
      states={states}
      busy={busy}
      estimateRowHeight={90}
      cardsWhen="(max-width: 1023px)"
      card={(r) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{r.name}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t(`${area}.table.id`, { id: r.id })}
              </p>
            </div>
            {badges(r, 'justify-end')}
          </div>
          <div className="mt-2">
            <ContactLines email={r.email} phone={r.phone} />
            {businessLines(r, true)}
            {parent && (
              <div className="mt-2 border-t border-slate-100 pt-2 dark:border-slate-800">
                <p className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  {parent.header(t)}
                </p>
                {distributor(r)}
              </div>
            )}
          </div>
          <div className="mt-3 flex justify-end">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onView(r.id)}
              aria-label={viewLabel(r)}
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('common.view')}
            </Button>
          </div>
        </>
      )}
    />
  );
}
