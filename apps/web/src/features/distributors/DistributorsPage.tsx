import { can } from '@dd/contract';
import { Building2, CheckCircle2, Plus, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Label, Select } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { SearchInput } from '../../components/ui/SearchInput';
import { StatCard } from '../../components/ui/StatCard';
import { useUser } from '../../api/session';
import { useDistributors } from '../../api/distributors';
import { DistributorCreateDialog } from './DistributorCreateDialog';
import { DistributorDetailDialog } from './DistributorDetailDialog';
import { DistributorsTable } from './DistributorsTable';
import { PAGE_SIZE, statusParam } from './party/area';
import { ListCard } from './party/ListCard';
import { useListParams } from './party/useListParams';
import { useLoadErrorToast } from './party/useLoadErrorToast';

/** SPEC.md section 2, Distributors (/distributors). An admin sees all; a distributor itself. */
export function DistributorsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListParams();
  const status = statusParam(list.params.get('status'));
  const [creating, setCreating] = useState(false);
  const canWrite = can(user.userType, 'distributors:write');

  const query = useDistributors({
    search: list.search,
    status,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  const data = query.data;
  useLoadErrorToast(
    query.isError,
    query.errorUpdatedAt,
    t('distributors.errors.loadToast'),
    'distributors-load',
  );

  // A page past the end (rows removed, or an old link): go to the last page that has rows.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.distributors.length === 0 && data.total > 0 && list.page > 1) {
      setPage(Math.ceil(data.total / PAGE_SIZE));
    }
  }, [data, list.page, setPage]);

  const filtered = list.search !== '' || status !== 'all';
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);

  return (
    <>
      <PageHeader
        title={t('pages.distributors.title')}
        description={t('pages.distributors.description')}
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('distributors.add')}
            </Button>
          )
        }
      />

      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label={t('distributors.stats.total')}
          value={stat(data?.stats.total)}
          icon={Building2}
          tone="indigo"
        />
        <StatCard
          label={t('distributors.stats.active')}
          value={stat(data?.stats.active)}
          icon={CheckCircle2}
          tone="green"
        />
        <StatCard
          label={t('distributors.stats.inactive')}
          value={stat(data?.stats.inactive)}
          icon={XCircle}
          tone="red"
        />
      </div>

      <Card className="mb-6 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Label htmlFor="distributors-search" className="sr-only">
              {t('distributors.search.label')}
            </Label>
            <SearchInput
              id="distributors-search"
              placeholder={t('distributors.search.placeholder')}
              value={list.draft}
              onChange={(event) => list.setDraft(event.target.value)}
              maxLength={200}
            />
          </div>
          <div className="sm:w-48">
            <Label htmlFor="distributors-status" className="sr-only">
              {t('distributors.filters.status')}
            </Label>
            <Select
              id="distributors-status"
              value={status}
              onChange={(event) => list.update({ status: event.target.value })}
            >
              <option value="all">{t('distributors.filters.allStatus')}</option>
              <option value="ACTIVE">{t('distributors.filters.active')}</option>
              <option value="INACTIVE">{t('distributors.filters.inactive')}</option>
            </Select>
          </div>
        </div>
      </Card>

      <ListCard
        headingId="distributors-table-title"
        title={
          data
            ? t('distributors.table.title', { count: data.total })
            : t('distributors.table.titleLoading')
        }
        isLoading={query.isPending}
        isRefreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError ? query.error : null}
        loadingLabel={t('distributors.loading')}
        updatingLabel={t('distributors.table.updating')}
        errorTitle={t('distributors.errors.loadInline')}
        onRetry={() => void query.refetch()}
        isEmpty={!data || data.distributors.length === 0}
        emptyTitle={t('distributors.empty.title')}
        emptyHint={
          filtered
            ? t('distributors.empty.searchHint')
            : canWrite
              ? t('distributors.empty.startHint')
              : undefined
        }
        page={list.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={list.setPage}
      >
        {data && <DistributorsTable distributors={data.distributors} onView={list.openView} />}
      </ListCard>

      {creating && (
        <DistributorCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            list.openView(id);
          }}
        />
      )}
      {list.viewId !== null && (
        <DistributorDetailDialog
          key={list.viewId}
          id={list.viewId}
          userType={user.userType}
          onClose={list.closeView}
        />
      )}
    </>
  );
}
