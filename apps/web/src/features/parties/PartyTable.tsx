import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { cn } from '../../components/ui/cn';
import { AccountStatusBadge } from './AccountStatusBadge';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { CardList, ContactLines, ViewButton } from './ListRows';

/**
 * Party Info, Contact Details, Company (or Shop) Details, the retailer's Distributor, Status,
 * Actions. Below 1024 px the rows become cards (same facts, the view button always in reach).
 */
export function PartyTable<T extends PartyTypes>({
  descriptor,
  rows,
  onView,
}: {
  descriptor: PartyDescriptor<T>;
  rows: T['row'][];
  onView: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { area, business, parent } = descriptor;
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
              <Th>{t(`${area}.table.info`)}</Th>
              <Th>{t(`${area}.table.contact`)}</Th>
              <Th>{business.texts(t).header}</Th>
              {parent && <Th>{parent.header(t)}</Th>}
              <Th>{t(`${area}.table.status`)}</Th>
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
                  <AccountStatusBadge area={area} status={r.status} />
                </Td>
                <Td className="text-right">
                  <ViewButton label={viewLabel(r)} onClick={() => onView(r.id)} />
                </Td>
              </>
            )}
          </TableBody>
        </Table>
      </div>
      <CardList
        className="lg:hidden"
        items={rows.map((r) => ({
          key: r.id,
          title: r.name,
          subtitle: t(`${area}.table.id`, { id: r.id }),
          badge: <AccountStatusBadge area={area} status={r.status} />,
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
