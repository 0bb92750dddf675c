import { can } from '@dd/contract';
import { CheckCircle2, Plus, Store, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Label, Select } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { SearchInput } from '../../components/ui/SearchInput';
import { StatCard } from '../../components/ui/StatCard';
import { PAGE_SIZE, statusParam } from '../distributors/party/area';
import { ListCard } from '../distributors/party/ListCard';
import { useListParams } from '../distributors/party/useListParams';
import { useLoadErrorToast } from '../distributors/party/useLoadErrorToast';
import { useRetailers } from '../../api/retailers';
import { useDistributorChoice } from './distributor-choice';
import { RetailerCreateDialog } from './RetailerCreateDialog';
import { RetailerDetailDialog } from './RetailerDetailDialog';
import { RetailersTable } from './RetailersTable';

function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * SPEC.md section 2, Retailers (/retailers). An admin sees all retailers; a distributor its own,
 * and its distributor filter holds only itself.
 */
export function RetailersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const list = useListParams();
  const status = statusParam(list.params.get('status'));
  const distributorId = idParam(list.params.get('distributorId'));
  const [creating, setCreating] = useState(false);
  const choice = useDistributorChoice(user);
  // A distributor adds retailers only under itself: without a linked distributor it cannot.
  const canWrite =
    can(user.userType, 'retailers:write') && (user.userType !== 'distributor' || !!choice.locked);

  const query = useRetailers({
    search: list.search,
    status,
    distributorId,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  const data = query.data;
  useLoadErrorToast(
    query.isError,
    query.errorUpdatedAt,
    t('retailers.errors.loadToast'),
    'retailers-load',
  );

  const { setPage } = list;
  useEffect(() => {
    if (data && data.retailers.length === 0 && data.total > 0 && list.page > 1) {
      setPage(Math.ceil(data.total / PAGE_SIZE));
    }
  }, [data, list.page, setPage]);

  // A distributor id from the URL that is not (yet) among the options still shows as chosen.
  const filterOptions =
    distributorId !== null && !choice.options.some((d) => d.id === distributorId)
      ? [...choice.options, { id: distributorId, name: `#${distributorId}`, company_name: '' }]
      : choice.options;

  const filtered = list.search !== '' || status !== 'all' || distributorId !== null;
  const stat = (value: number | undefined) => (value === undefined ? '—' : value);

  return (
    <>
      <PageHeader
        title={t('pages.retailers.title')}
        description={t('pages.retailers.description')}
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('retailers.add')}
            </Button>
          )
        }
      />

      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label={t('retailers.stats.total')}
          value={stat(data?.stats.total)}
          icon={Store}
          tone="indigo"
        />
        <StatCard
          label={t('retailers.stats.active')}
          value={stat(data?.stats.active)}
          icon={CheckCircle2}
          tone="green"
        />
        <StatCard
          label={t('retailers.stats.inactive')}
          value={stat(data?.stats.inactive)}
          icon={XCircle}
          tone="red"
        />
      </div>

      <Card className="mb-6 p-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="min-w-0 flex-1">
            <Label htmlFor="retailers-search" className="sr-only">
              {t('retailers.search.label')}
            </Label>
            <SearchInput
              id="retailers-search"
              placeholder={t('retailers.search.placeholder')}
              value={list.draft}
              onChange={(event) => list.setDraft(event.target.value)}
              maxLength={200}
            />
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
            <div className="lg:w-44">
              <Label htmlFor="retailers-status" className="sr-only">
                {t('retailers.filters.status')}
              </Label>
              <Select
                id="retailers-status"
                value={status}
                onChange={(event) => list.update({ status: event.target.value })}
              >
                <option value="all">{t('retailers.filters.allStatus')}</option>
                <option value="ACTIVE">{t('retailers.filters.active')}</option>
                <option value="INACTIVE">{t('retailers.filters.inactive')}</option>
              </Select>
            </div>
            <div className="lg:w-60">
              <Label htmlFor="retailers-distributor" className="sr-only">
                {t('retailers.filters.distributor')}
              </Label>
              <Select
                id="retailers-distributor"
                value={distributorId === null ? 'all' : String(distributorId)}
                onChange={(event) => list.update({ distributorId: event.target.value })}
              >
                <option value="all">{t('retailers.filters.allDistributors')}</option>
                {filterOptions.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.name}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
      </Card>

      <ListCard
        headingId="retailers-table-title"
        title={
          data
            ? t('retailers.table.title', { count: data.total })
            : t('retailers.table.titleLoading')
        }
        isLoading={query.isPending}
        isRefreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError ? query.error : null}
        loadingLabel={t('retailers.loading')}
        updatingLabel={t('retailers.table.updating')}
        errorTitle={t('retailers.errors.loadInline')}
        onRetry={() => void query.refetch()}
        isEmpty={!data || data.retailers.length === 0}
        emptyTitle={t('retailers.empty.title')}
        emptyHint={
          filtered
            ? t('retailers.empty.searchHint')
            : canWrite
              ? t('retailers.empty.startHint')
              : undefined
        }
        page={list.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={list.setPage}
      >
        {data && <RetailersTable retailers={data.retailers} onView={list.openView} />}
      </ListCard>

      {creating && (
        <RetailerCreateDialog
          distributors={choice.options}
          lockedDistributor={choice.locked}
          optionsLoading={choice.isPending}
          presetDistributorId={distributorId}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            list.openView(id);
          }}
        />
      )}
      {list.viewId !== null && (
        <RetailerDetailDialog
          key={list.viewId}
          id={list.viewId}
          user={user}
          distributors={choice.options}
          lockedDistributor={choice.locked}
          onClose={list.closeView}
        />
      )}
    </>
  );
}
