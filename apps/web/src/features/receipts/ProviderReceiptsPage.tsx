import { can, RECEIPT_STATUSES } from '@dd/contract';
import { ArrowLeft, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useReceipts } from '../../api/receipts';
import { useProvider } from '../../api/service-providers';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SearchInput } from '../../components/ui/SearchInput';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { Table, Td, Th } from '../../components/ui/Table';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { formatDate } from '../../lib/format';
import { useListState } from '../../lib/list/use-list-state';
import { CreateReceiptForm } from './CreateReceiptForm';
import { RECEIPT_LIST } from './list';
import { receiptStatusTone } from '../../lib/status-tones';

export const linkClass = cn(
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);

/** /inventory/{providerId}/receipts: a provider's stock receipts and "Receive stock" (admins). */
export function ProviderReceiptsPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const providerId = Number(useParams().providerId);
  const provider = useProvider(providerId);
  const list = useListState(RECEIPT_LIST);
  // "Receive stock" on the inventory page opens the form at once.
  const location = useLocation() as { state?: { receive?: boolean } | null };
  const [creating, setCreating] = useState(Boolean(location.state?.receive));
  const receipts = useReceipts({ ...list.query, serviceProviderId: providerId });
  const allowed = can(user.userType, 'machines:write');

  const back = (
    <Link to={`/inventory/${providerId}`} className={cn(linkClass, 'mb-4')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('receipts.list.back')}
    </Link>
  );
  if (!allowed) {
    return (
      <>
        {back}
        <Card>
          <EmptyState title={t('receipts.list.notAllowed')} />
        </Card>
      </>
    );
  }
  const rows = receipts.data?.receipts ?? [];

  return (
    <>
      {back}
      <PageHeader
        title={t('receipts.list.title')}
        description={
          provider.data ? t('receipts.list.subtitle', { provider: provider.data.name }) : undefined
        }
        actions={
          !creating ? (
            <Button onClick={() => setCreating(true)}>
              <PackagePlus className="size-4" aria-hidden="true" />
              {t('receipts.receiveStock')}
            </Button>
          ) : null
        }
      />
      {creating ? (
        <CreateReceiptForm providerId={providerId} onCancel={() => setCreating(false)} />
      ) : null}

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row dark:border-slate-800">
          <SearchInput
            aria-label={t('receipts.list.search')}
            placeholder={t('receipts.list.search')}
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            className="sm:max-w-xs"
          />
          <FilterSelect
            label={t('receipts.list.status')}
            allLabel={t('receipts.list.allStatuses')}
            value={list.filters.status}
            options={RECEIPT_STATUSES}
            optionLabel={(s) => t(`receipts.status.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
          />
        </div>
        {receipts.isPending ? (
          <LoadingState label={t('receipts.list.loading')} />
        ) : receipts.isError ? (
          <ErrorState title={t('receipts.list.loadFailed')} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('receipts.list.empty')} hint={t('receipts.list.emptyHint')} />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label={t('receipts.list.title')}>
              <thead>
                <tr>
                  <Th>{t('receipts.list.number')}</Th>
                  <Th>{t('receipts.list.reference')}</Th>
                  <Th>{t('receipts.list.date')}</Th>
                  <Th>{t('receipts.list.statusColumn')}</Th>
                  <Th>{t('receipts.list.received')}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <Td>
                      <Link to={`/receipts/${r.id}`} className={linkClass}>
                        {r.receiptNumber}
                      </Link>
                    </Td>
                    <Td className="max-w-[12rem] truncate">{r.reference}</Td>
                    <Td className="whitespace-nowrap">
                      {formatDate(r.receiptDate, i18n.language)}
                    </Td>
                    <Td>
                      <Badge tone={receiptStatusTone(r.status)}>
                        {t(`receipts.status.${r.status}`)}
                      </Badge>
                    </Td>
                    <Td className="tabular-nums">
                      {t('receipts.list.receivedOf', {
                        received: r.progress.received,
                        expected: r.progress.expected,
                      })}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={receipts.data?.total ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      </Card>
    </>
  );
}
