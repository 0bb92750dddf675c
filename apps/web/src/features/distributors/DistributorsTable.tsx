import type { Distributor } from '@dd/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { AccountStatusBadge } from './party/AccountStatusBadge';
import { CardList, ContactLines, ViewButton } from './party/ListRows';

/**
 * SPEC.md's columns: Distributor Info, Contact Details, Company Details, Status, Actions. Below
 * 1024 px the rows become cards (same facts, the view button always in reach).
 */
export function DistributorsTable({
  distributors,
  onView,
}: {
  distributors: Distributor[];
  onView: (id: number) => void;
}) {
  const { t } = useTranslation();
  const gst = (d: Distributor) =>
    d.gst_number
      ? t('distributors.table.gst', { gst: d.gst_number })
      : t('distributors.table.noGst');
  const viewLabel = (d: Distributor) => t('distributors.table.view', { name: d.name });
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-rowcount={distributors.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <Th>{t('distributors.table.info')}</Th>
              <Th>{t('distributors.table.contact')}</Th>
              <Th>{t('distributors.table.company')}</Th>
              <Th>{t('distributors.table.status')}</Th>
              <Th className="text-right">{t('distributors.table.actions')}</Th>
            </tr>
          </thead>
          <TableBody
            rows={distributors}
            rowKey={(d) => d.id}
            columns={5}
            estimateRowHeight={90}
            className="divide-y divide-slate-200 dark:divide-slate-800"
            rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
          >
            {(d) => (
              <>
                <Td className="min-w-36">
                  <p className="font-medium text-slate-900 dark:text-white">{d.name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {t('distributors.table.id', { id: d.id })}
                  </p>
                </Td>
                <Td className="min-w-56">
                  <ContactLines email={d.email} phone={d.phone} />
                </Td>
                <Td>
                  <p className="font-medium text-slate-900 dark:text-white">{d.company_name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{d.address}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{gst(d)}</p>
                </Td>
                <Td>
                  <AccountStatusBadge area="distributors" status={d.status} />
                </Td>
                <Td className="text-right">
                  <ViewButton label={viewLabel(d)} onClick={() => onView(d.id)} />
                </Td>
              </>
            )}
          </TableBody>
        </Table>
      </div>
      <CardList
        className="lg:hidden"
        items={distributors.map((d) => ({
          key: d.id,
          title: d.name,
          subtitle: t('distributors.table.id', { id: d.id }),
          badge: <AccountStatusBadge area="distributors" status={d.status} />,
          body: (
            <>
              <ContactLines email={d.email} phone={d.phone} />
              <p className="mt-2 font-medium text-slate-900 dark:text-white">{d.company_name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{d.address}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{gst(d)}</p>
            </>
          ),
          action: (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onView(d.id)}
              aria-label={viewLabel(d)}
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
