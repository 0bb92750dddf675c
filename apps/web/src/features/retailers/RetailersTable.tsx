import type { Retailer } from '@dd/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Table, Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { AccountStatusBadge } from '../distributors/party/AccountStatusBadge';
import { CardList, ContactLines, ViewButton } from '../distributors/party/ListRows';

/**
 * SPEC.md's columns: Retailer Info, Contact Details, Shop Details, Distributor, Status, Actions.
 * Below 1024 px the rows become cards (same facts, the view button always in reach).
 */
export function RetailersTable({
  retailers,
  onView,
}: {
  retailers: Retailer[];
  onView: (id: number) => void;
}) {
  const { t } = useTranslation();
  const gst = (r: Retailer) =>
    r.gst_number ? t('retailers.table.gst', { gst: r.gst_number }) : t('retailers.table.noGst');
  const place = (r: Retailer) => [r.address, r.city].filter(Boolean).join(', ');
  const viewLabel = (r: Retailer) => t('retailers.table.view', { name: r.name });
  const distributor = (r: Retailer) =>
    r.distributor ? (
      <>
        <p className="font-medium text-slate-900 dark:text-white">{r.distributor.name}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{r.distributor.company_name}</p>
      </>
    ) : (
      t('common.none')
    );
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-rowcount={retailers.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <Th>{t('retailers.table.info')}</Th>
              <Th>{t('retailers.table.contact')}</Th>
              <Th>{t('retailers.table.shop')}</Th>
              <Th>{t('retailers.table.distributor')}</Th>
              <Th>{t('retailers.table.status')}</Th>
              <Th className="text-right">{t('retailers.table.actions')}</Th>
            </tr>
          </thead>
          <TableBody
            rows={retailers}
            rowKey={(r) => r.id}
            columns={6}
            estimateRowHeight={90}
            className="divide-y divide-slate-200 dark:divide-slate-800"
            rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
          >
            {(r) => (
              <>
                <Td className="min-w-32">
                  <p className="font-medium text-slate-900 dark:text-white">{r.name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {t('retailers.table.id', { id: r.id })}
                  </p>
                </Td>
                <Td className="min-w-52">
                  <ContactLines email={r.email} phone={r.phone} />
                </Td>
                <Td>
                  <p className="font-medium text-slate-900 dark:text-white">{r.shop_name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{place(r)}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{gst(r)}</p>
                </Td>
                <Td className="min-w-36">{distributor(r)}</Td>
                <Td>
                  <AccountStatusBadge area="retailers" status={r.status} />
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
        items={retailers.map((r) => ({
          key: r.id,
          title: r.name,
          subtitle: t('retailers.table.id', { id: r.id }),
          badge: <AccountStatusBadge area="retailers" status={r.status} />,
          body: (
            <>
              <ContactLines email={r.email} phone={r.phone} />
              <p className="mt-2 font-medium text-slate-900 dark:text-white">{r.shop_name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{place(r)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{gst(r)}</p>
              <div className="mt-2 border-t border-slate-100 pt-2 dark:border-slate-800">
                <p className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  {t('retailers.table.distributor')}
                </p>
                {distributor(r)}
              </div>
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
