import { KYC_STATUSES } from '@dd/contract';
import { CheckCircle2, Plus, XCircle } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { StatCard } from '../../components/ui/StatCard';
import { errorText } from '../../lib/errors';
import { ListPage } from '../../lib/list/ListPage';
import { ListSearch } from '../../lib/list/ListSearch';
import { useListState } from '../../lib/list/use-list-state';
import { fromSelect, toSelect } from './area';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { PartyCreateDialog } from './PartyCreateDialog';
import { PartyDetailDialog } from './PartyDetailDialog';
import { PartyTable } from './PartyTable';
import { useLoadErrorToast } from './useLoadErrorToast';
import { useViewParam } from './use-view-param';

/**
 * The Distributors and Retailers screens (docs/product/screens.md): stats, search and filters, the
 * table, and the create and detail dialogs, all kept in the URL. What differs is the descriptor.
 */
export function PartiesPage<T extends PartyTypes>({
  descriptor,
}: {
  descriptor: PartyDescriptor<T>;
}) {
  const { t } = useTranslation();
  const { area } = descriptor;
  const user = useUser();
  const list = useListState(descriptor.list);
  const detail = useViewParam();
  const [creating, setCreating] = useState(false);
  const screen = descriptor.useScreen(user, list);
  const { query, data, canWrite, filterControls } = screen;
  useLoadErrorToast(
    query.isError,
    query.errorUpdatedAt,
    t(`${area}.errors.loadToast`),
    `${area}-load`,
  );

  // A page past the end (rows removed, or an old link): go to the last page that has rows.
  const { setPage, page, pageSize } = list;
  const shown = data?.rows.length;
  const total = data?.total;
  useEffect(() => {
    const last = Math.ceil((total ?? 0) / pageSize);
    if (shown === 0 && last > 0 && page > last) setPage(last);
  }, [shown, total, page, pageSize, setPage]);

  const filtered =
    list.search !== '' || list.filters.status !== '' || list.filters.kyc !== '' || screen.filtered;
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);

  const filterProps = (key: 'status' | 'kyc') => ({
    id: `${area}-${key}`,
    fieldClassName: 'lg:w-44',
    labelClassName: 'sr-only',
    value: toSelect(list.filters[key]),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      list.setFilter(key, fromSelect(event.target.value)),
    anyValue: 'all',
  });
  const statusFilter = (
    <ChoiceField
      {...filterProps('status')}
      label={t(`${area}.filters.status`)}
      anyLabel={t(`${area}.filters.allStatus`)}
      choices={['ACTIVE', 'INACTIVE'] as const}
      choiceLabel={(status) => t(`${area}.filters.${status === 'ACTIVE' ? 'active' : 'inactive'}`)}
    />
  );
  const kycFilter = (
    <ChoiceField
      {...filterProps('kyc')}
      label={t(`${area}.fields.kyc_status`)}
      anyLabel={t(`${area}.kyc.all`)}
      choices={KYC_STATUSES}
      choiceLabel={(status) => t(`${area}.kyc.${status}`)}
    />
  );
  return (
    <>
      <ListPage
        title={t(`pages.${area}.title`)}
        description={t(`pages.${area}.description`)}
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t(`${area}.add`)}
            </Button>
          )
        }
        above={
          <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatCard
              label={t(`${area}.stats.total`)}
              value={stat(data?.stats.total)}
              icon={descriptor.icon}
              tone="indigo"
            />
            <StatCard
              label={t(`${area}.stats.active`)}
              value={stat(data?.stats.active)}
              icon={CheckCircle2}
              tone="green"
            />
            <StatCard
              label={t(`${area}.stats.inactive`)}
              value={stat(data?.stats.inactive)}
              icon={XCircle}
              tone="red"
            />
          </div>
        }
        filters={
          <div className={cn('flex flex-col gap-3', 'lg:flex-row lg:items-end')}>
            <ListSearch
              id={`${area}-search`}
              className="min-w-0 flex-1"
              label={t(`${area}.search.label`)}
              hideLabel
              text={list.searchText}
              onText={list.setSearchText}
              placeholder={t(`${area}.search.placeholder`)}
              maxLength={200}
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
              {statusFilter}
              {kycFilter}
              {filterControls}
            </div>
          </div>
        }
        heading={{
          title: data
            ? t(`${area}.table.title`, { count: data.total })
            : t(`${area}.table.titleLoading`),
          updating: query.isPlaceholderData && query.isFetching && t(`${area}.table.updating`),
        }}
        pager={
          query.isPending || query.isError
            ? undefined
            : {
                page: list.page,
                pageSize: list.pageSize,
                total: data?.total ?? 0,
                onPageChange: list.setPage,
                onPageSizeChange: list.setPageSize,
              }
        }
      >
        <PartyTable
          descriptor={descriptor}
          rows={data?.rows ?? []}
          onView={detail.openView}
          sort={list.tableSort}
          busy={query.isPlaceholderData}
          states={{
            loading: query.isPending && t(`${area}.loading`),
            failed: query.isError && {
              title: t(`${area}.errors.loadInline`),
              detail: errorText(query.error, t, '') || undefined,
              onRetry: () => void query.refetch(),
            },
            empty: {
              title: t(`${area}.empty.title`),
              hint: filtered
                ? t(`${area}.empty.searchHint`)
                : canWrite
                  ? t(`${area}.empty.startHint`)
                  : undefined,
            },
          }}
        />
      </ListPage>

      {creating && (
        <PartyCreateDialog
          descriptor={descriptor}
          screen={screen}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            detail.openView(id);
          }}
        />
      )}
      {detail.viewId !== null && (
        <PartyDetailDialog
          key={detail.viewId}
          descriptor={descriptor}
          screen={screen}
          id={detail.viewId}
          user={user}
          onClose={detail.closeView}
        />
      )}
    </>
  );
}
