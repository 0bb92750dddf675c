import { ASSIGNMENT_SORTS, can, type Assignment } from '@dd/contract';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { isQueued } from '../../api/offline-queue';
import { useUser } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { SortBar } from '../../lib/list/SortBar';
import { useListState } from '../../lib/list/use-list-state';
import {
  useAssignments,
  useDeleteAssignment,
  useReturnAssignment,
  useUndoReturn,
} from '../../api/assignments';
import { AssignmentCard } from './AssignmentCard';
import { AssignmentFilters } from './AssignmentFilters';
import { actionErrorText, CreateAssignmentDialog } from './CreateAssignmentDialog';
import { ASSIGNMENT_LIST } from './query';
import { focusCard, showReturnedToast } from './return-toast';

/** /assignments (docs/product/screens-devices.md, Assignments). */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canWrite = can(user.userType, 'assignments:write');
  const view = useListState(ASSIGNMENT_LIST);
  const list = useAssignments(view.query);
  const returnAssignment = useReturnAssignment();
  const undoReturn = useUndoReturn();
  const deleteAssignment = useDeleteAssignment();
  const [creating, setCreating] = useState(false);
  const [returning, setReturning] = useState<Assignment | null>(null);
  const returned = useRef<number | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);

  // docs/product/texts.md: load failure 'Failed to load data'.
  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) toast.error(t('assignments.loadFailed'), { id: 'assignments-load-failed' });
  }, [isError, errorUpdatedAt, t]);

  const updateErrorText = (error: unknown) =>
    actionErrorText(
      error,
      (text) => t('assignments.updateError', { error: text }),
      t('assignments.updateFailed'),
      t,
    );

  const onUndo = async (id: number) => {
    try {
      await undoReturn.mutateAsync(id);
      toast.success(t('assignments.undone'));
    } catch (error) {
      toast.error(updateErrorText(error));
    }
  };

  // Return asks first, then offers Undo for a few seconds (a real server action).
  const onConfirmReturn = async () => {
    if (!returning) return;
    const { id } = returning;
    try {
      const answer = await returnAssignment.mutateAsync(id);
      // The Undo toast takes the focus once the dialog has closed (afterClose); a Return made
      // offline waits in the queue, with nothing to undo yet.
      if (isQueued(answer)) toast(t('offline.waiting'));
      else returned.current = id;
      setReturning(null);
    } catch (error) {
      setReturning(null);
      toast.error(updateErrorText(error));
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
  const pager = (
    <Pagination
      page={view.page}
      pageSize={view.pageSize}
      total={data?.total ?? 0}
      onPageChange={view.setPage}
      onPageSizeChange={view.setPageSize}
    />
  );

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

      <AssignmentFilters
        status={view.filters.status}
        onStatus={(status) => view.setFilter('status', status)}
        searchText={view.searchText}
        onSearchText={view.setSearchText}
        stats={stats}
      />

      <section aria-labelledby="assignments-list-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2
              id="assignments-list-title"
              className="font-semibold text-slate-900 dark:text-white"
            >
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
          <SortBar
            columns={ASSIGNMENT_SORTS.map((column) => ({
              column,
              label: t(`assignments.sort.${column}`),
            }))}
            {...view.tableSort}
          />
        </div>
        {list.isError ? (
          <Card>
            <ErrorState title={t('assignments.loadFailed')} onRetry={() => void list.refetch()} />
          </Card>
        ) : !data ? (
          <Card>
            <LoadingState label={t('assignments.loading')} />
          </Card>
        ) : data.assignments.length === 0 ? (
          <Card>
            <EmptyState
              title={t('assignments.empty')}
              hint={view.hasActiveFilters ? t('assignments.emptyHint') : undefined}
            />
            {/* A page past the end (an old link): the pager leads back. */}
            {pager}
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
                  onReturn={setReturning}
                  onDelete={setDeleting}
                />
              ))}
            </div>
            <Card className="mt-4">{pager}</Card>
          </>
        )}
      </section>

      {canWrite ? (
        <CreateAssignmentDialog open={creating} onOpenChange={setCreating} user={user} />
      ) : null}
      <ConfirmDialog
        open={returning !== null}
        onOpenChange={(open) => {
          if (!open && !returnAssignment.isPending) setReturning(null);
        }}
        title={t('assignments.returnTitle')}
        message={t('assignments.returnConfirm', { id: returning?.id ?? '' })}
        confirmLabel={t('assignments.returnConfirmAction')}
        onConfirm={() => void onConfirmReturn()}
        busy={returnAssignment.isPending}
        afterClose={() => {
          const id = returned.current;
          returned.current = null;
          if (id !== null)
            showReturnedToast(
              t,
              id,
              () => void onUndo(id),
              () => focusCard(id),
            );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteAssignment.isPending) setDeleting(null);
        }}
        title={t('assignments.deleteTitle')}
        message={t('assignments.deleteConfirm')}
        confirmLabel={t('common.delete')}
        onConfirm={() => void onConfirmDelete()}
        busy={deleteAssignment.isPending}
      />
    </>
  );
}
