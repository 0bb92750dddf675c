import type { SortOrder } from '@dd/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { cn } from '../../components/ui/cn';
import { SortableTh } from '../../lib/list/SortableTh';
import { SortBar } from '../../lib/list/SortBar';
import { AccountStatusBadge } from './AccountStatusBadge';
import { KycBadge } from './KycBadge';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { CardList, ContactLines, ViewButton } from './ListRows';

/** The list's sort as the headers show it and change it (server-side, see lib/list). */
export interface PartySort<S extends string> {
  sort: S | null;
  order: SortOrder;
  onSort: (column: S) => void;
}

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
}: {
  descriptor: PartyDescriptor<T>;
  rows: T['row'][];
  onView: (id: number) => void;
  sort: PartySort<T['sort']>;
}) {
  const { t } = useTranslation();
  const { area, business, parent, sortBy } = descriptor;
  const headers = {
    info: t(`${area}.table.info`),
    business: business.texts(t).header,
    status: t(`${area}.table.status`),
  };
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
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-rowcount={rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <SortableTh column={sortBy.info} {...sort}>
                {headers.info}
              </SortableTh>
              <Th>{t(`${area}.table.contact`)}</Th>
              <SortableTh column={sortBy.business} {...sort}>
                {headers.business}
              </SortableTh>
              {parent && <Th>{parent.header(t)}</Th>}
              <SortableTh column={sortBy.status} {...sort}>
                {headers.status}
              </SortableTh>
              <Th className="text-right">{t(`${area}.table.actions`)}</Th>
            </tr>
          </thead>
          <TableBody
            rows={rows}
            rowKey={(r) => r.id}
            columns={parent ? 6 : 5}
            estimateRowHeight={90}
            className="divide-y divide-slate-200 dark:divide-slate-800"
            rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
          >
            {(r) => (
              <>
                <Td className={parent ? 'min-w-32' : 'min-w-36'}>
                  <p className="font-medium text-slate-900 dark:text-white">{r.name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {t(`${area}.table.id`, { id: r.id })}
                  </p>
                </Td>
                <Td className={parent ? 'min-w-52' : 'min-w-56'}>
                  <ContactLines email={r.email} phone={r.phone} />
                </Td>
                <Td>{businessLines(r, false)}</Td>
                {parent && <Td className="min-w-36">{distributor(r)}</Td>}
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <AccountStatusBadge area={area} status={r.status} />
                    <KycBadge area={area} status={r.kyc_status} />
                  </div>
                </Td>
                <Td className="text-right">
                  <ViewButton label={viewLabel(r)} onClick={() => onView(r.id)} />
                </Td>
              </>
            )}
          </TableBody>
        </Table>
      </div>
      <SortBar
        className="border-b border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        columns={(['info', 'business', 'status'] as const).map((key) => ({
          column: sortBy[key],
          label: headers[key],
        }))}
        {...sort}
      />
      <CardList
        className="lg:hidden"
        items={rows.map((r) => ({
          key: r.id,
          title: r.name,
          subtitle: t(`${area}.table.id`, { id: r.id }),
          badge: (
            <div className="flex flex-wrap justify-end gap-1">
              <AccountStatusBadge area={area} status={r.status} />
              <KycBadge area={area} status={r.kyc_status} />
            </div>
          ),
          body: (
            <>
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
            </>
          ),
          action: (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onView(r.id)}
              aria-label={viewLabel(r)}
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('common.view')}
            </Button>
          ),
        }))}
      />
    </>
  );
}
