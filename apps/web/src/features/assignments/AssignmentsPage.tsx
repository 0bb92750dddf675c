import { ASSIGNMENT_STATUSES, can, type Assignment } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Label } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SearchInput } from '../../components/ui/SearchInput';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { useSearchText } from '../../lib/use-search-text';
import { useUrlParams } from '../../lib/use-url-params';
import { useAssignments, useDeleteAssignment, useReturnAssignment } from '../../api/assignments';
import { AssignmentCard } from './AssignmentCard';
import { actionErrorText, CreateAssignmentDialog } from './CreateAssignmentDialog';
import {
  assignmentListQuery,
  ASSIGNMENTS_PAGE_SIZE,
  filtersFromParams,
  paramsWith,
  type AssignmentFilters,
} from './query';

const STATUS_OPTIONS = ['', ...ASSIGNMENT_STATUSES] as const;
const STAT_KEY = {
  '': 'total',
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  RETURNED: 'returned',
  REASSIGNED: 'reassigned',
} as const;

/** /assignments (SPEC.md section 2, Assignments). */
export function AssignmentsPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const canWrite = can(user.userType, 'assignments:write');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => assignmentListQuery(filters), [filters]);
  const list = useAssignments(query);
  const returnAssignment = useReturnAssignment();
  const deleteAssignment = useDeleteAssignment();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Assignment | null>(null);

  const update = useCallback(
    (change: Partial<AssignmentFilters>, replace = false) =>
      setParams((p) => paramsWith(p, change), replace),
    [setParams],
  );
  const commitSearch = useCallback((search: string) => update({ search }, true), [update]);
  const [searchText, setSearchText] = useSearchText(filters.search, commitSearch);

  // SPEC.md section 8: load failure 'Failed to load data'.
  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) toast.error(t('assignments.loadFailed'), { id: 'assignments-load-failed' });
  }, [isError, errorUpdatedAt, t]);

  const onReturn = async (assignment: Assignment) => {
    try {
      await returnAssignment.mutateAsync(assignment.id);
      toast.success(t('assignments.returned'));
    } catch (error) {
      toast.error(
        actionErrorText(
          error,
          (text) => t('assignments.updateError', { error: text }),
          t('assignments.updateFailed'),
          t,
        ),
      );
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteAssignment.mutateAsync(deleting.id);
      toast.success(t('assignments.deleted'));
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      toast.error(
        actionErrorText(
          error,
          (text) => t('assignments.deleteError', { error: text }),
          t('assignments.deleteFailed'),
          t,
        ),
      );
    }
  };

  const data = list.data;
  const stats = data?.stats;
  const searching = Boolean(filters.search || filters.status);

  return (
    <>
      <PageHeader
        title={t('pages.assignments.title')}
        description={t('pages.assignments.description')}
        actions={
          canWrite ? (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('assignments.newAssignment')}
            </Button>
          ) : null
        }
      />

      <Card className="mb-4 space-y-4 p-4">
        <div>
          <Label htmlFor="assignments-search" className="text-xs">
            {t('assignments.search.label')}
          </Label>
          <SearchInput
            id="assignments-search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('assignments.search.placeholder')}
            autoComplete="off"
          />
        </div>
        <div
          role="group"
          aria-label={t('assignments.filter.label')}
          className="flex flex-wrap gap-2"
        >
          {STATUS_OPTIONS.map((status) => {
            const active = filters.status === status;
            const count = stats?.[STAT_KEY[status]];
            return (
              <button
                key={status || 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ status })}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  active
                    ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-500'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {status ? t(`assignments.filter.${status}`) : t('assignments.filter.all')}
                {count !== undefined ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      active
                        ? 'bg-indigo-800 text-white dark:bg-indigo-700'
                        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                    )}
                  >
                    {count.toLocaleString(i18n.language)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </Card>

      <section aria-labelledby="assignments-list-title">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="assignments-list-title" className="font-semibold text-slate-900 dark:text-white">
            {data
              ? t('assignments.listTitle', { count: data.total })
              : t('assignments.listTitlePlain')}
          </h2>
          {list.isFetching && data ? (
            <span className="flex items-center gap-2 text-xs text-slate-500" role="status">
              <Spinner />
              {t('assignments.updating')}
            </span>
          ) : null}
        </div>
        {list.isError ? (
          <Card>
            <ErrorState
              title={t('assignments.loadFailed')}
              action={
                <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            />
          </Card>
        ) : !data ? (
          <Card>
            <LoadingState label={t('assignments.loading')} />
          </Card>
        ) : data.assignments.length === 0 ? (
          <Card>
            <EmptyState
              title={t('assignments.empty')}
              hint={searching ? t('assignments.emptyHint') : undefined}
            />
            <Pagination
              page={filters.page}
              pageSize={ASSIGNMENTS_PAGE_SIZE}
              total={data.total}
              onPageChange={(page) => update({ page })}
            />
          </Card>
        ) : (
          <>
            <div className="grid gap-4 xl:grid-cols-2">
              {data.assignments.map((assignment) => (
                <AssignmentCard
                  key={assignment.id}
                  assignment={assignment}
                  canWrite={canWrite}
                  returning={
                    returnAssignment.isPending && returnAssignment.variables === assignment.id
                  }
                  onReturn={(a) => void onReturn(a)}
                  onDelete={setDeleting}
                />
              ))}
            </div>
            <Card className="mt-4">
              <Pagination
                page={filters.page}
                pageSize={ASSIGNMENTS_PAGE_SIZE}
                total={data.total}
                onPageChange={(page) => update({ page })}
              />
            </Card>
          </>
        )}
      </section>

      {canWrite ? (
        <CreateAssignmentDialog open={creating} onOpenChange={setCreating} user={user} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteAssignment.isPending) setDeleting(null);
        }}
        title={t('assignments.deleteTitle')}
        message={t('assignments.deleteConfirm')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => void onConfirmDelete()}
        busy={deleteAssignment.isPending}
      />
    </>
  );
}
