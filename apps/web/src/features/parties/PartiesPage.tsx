import { CheckCircle2, Plus, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Label, Select } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { SearchInput } from '../../components/ui/SearchInput';
import { StatCard } from '../../components/ui/StatCard';
import { PAGE_SIZE, statusParam } from './area';
import type { PartyDescriptor, PartyTypes } from './descriptor';
import { ListCard } from './ListCard';
import { PartyCreateDialog } from './PartyCreateDialog';
import { PartyDetailDialog } from './PartyDetailDialog';
import { PartyTable } from './PartyTable';
import { useListParams } from './useListParams';
import { useLoadErrorToast } from './useLoadErrorToast';

/**
 * The Distributors and Retailers screens (docs/product.md): stats, search and filters, the
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
  const list = useListParams();
  const status = statusParam(list.params.get('status'));
  const [creating, setCreating] = useState(false);
  const screen = descriptor.useScreen(user, {
    list,
    search: list.search,
    status,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  const { query, data, canWrite, filterControls } = screen;
  useLoadErrorToast(
    query.isError,
    query.errorUpdatedAt,
    t(`${area}.errors.loadToast`),
    `${area}-load`,
  );

  // A page past the end (rows removed, or an old link): go to the last page that has rows.
  const { setPage } = list;
  const shown = data?.rows.length;
  const total = data?.total;
  useEffect(() => {
    if (shown === 0 && total !== undefined && total > 0 && list.page > 1) {
      setPage(Math.ceil(total / PAGE_SIZE));
    }
  }, [shown, total, list.page, setPage]);

  const filtered = list.search !== '' || status !== 'all' || screen.filtered;
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);

  const statusFilter = (
    <div className={filterControls ? 'lg:w-44' : 'sm:w-48'}>
      <Label htmlFor={`${area}-status`} className="sr-only">
        {t(`${area}.filters.status`)}
      </Label>
      <Select
        id={`${area}-status`}
        value={status}
        onChange={(event) => list.update({ status: event.target.value })}
      >
        <option value="all">{t(`${area}.filters.allStatus`)}</option>
        <option value="ACTIVE">{t(`${area}.filters.active`)}</option>
        <option value="INACTIVE">{t(`${area}.filters.inactive`)}</option>
      </Select>
    </div>
  );

  return (
    <>
      <PageHeader
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
      />

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

      <Card className="mb-6 p-4">
        <div
          className={cn(
            'flex flex-col gap-3',
            filterControls ? 'lg:flex-row lg:items-end' : 'sm:flex-row sm:items-end',
          )}
        >
          <div className="min-w-0 flex-1">
            <Label htmlFor={`${area}-search`} className="sr-only">
              {t(`${area}.search.label`)}
            </Label>
            <SearchInput
              id={`${area}-search`}
              placeholder={t(`${area}.search.placeholder`)}
              value={list.draft}
              onChange={(event) => list.setDraft(event.target.value)}
              maxLength={200}
            />
          </div>
          {filterControls ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
              {statusFilter}
              {filterControls}
            </div>
          ) : (
            statusFilter
          )}
        </div>
      </Card>

      <ListCard
        headingId={`${area}-table-title`}
        title={
          data ? t(`${area}.table.title`, { count: data.total }) : t(`${area}.table.titleLoading`)
        }
        isLoading={query.isPending}
        isRefreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError ? query.error : null}
        loadingLabel={t(`${area}.loading`)}
        updatingLabel={t(`${area}.table.updating`)}
        errorTitle={t(`${area}.errors.loadInline`)}
        onRetry={() => void query.refetch()}
        isEmpty={!data || data.rows.length === 0}
        emptyTitle={t(`${area}.empty.title`)}
        emptyHint={
          filtered
            ? t(`${area}.empty.searchHint`)
            : canWrite
              ? t(`${area}.empty.startHint`)
              : undefined
        }
        page={list.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={list.setPage}
      >
        {data && <PartyTable descriptor={descriptor} rows={data.rows} onView={list.openView} />}
      </ListCard>

      {creating && (
        <PartyCreateDialog
          descriptor={descriptor}
          screen={screen}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            list.openView(id);
          }}
        />
      )}
      {list.viewId !== null && (
        <PartyDetailDialog
          key={list.viewId}
          descriptor={descriptor}
          screen={screen}
          id={list.viewId}
          user={user}
          onClose={list.closeView}
        />
      )}
    </>
  );
}
