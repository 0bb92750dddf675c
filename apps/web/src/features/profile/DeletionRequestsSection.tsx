import { DELETION_REQUEST_STATUSES, type DeletionRequest } from '@dd/contract';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useDecideDeletion,
  useDeletionRequests,
  type DeletionQueueStatus,
} from '../../api/account-data';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Pagination } from '../../components/ui/Pagination';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { Section, SectionLoading } from './Section';

type Decision = { request: DeletionRequest; decision: 'deactivate' | 'decline'; key: string };

/**
 * Admins (Profile > System Access): the users' requests to delete their accounts, the waiting
 * ones first-come first. Deactivate ends the account's sign-in, sessions and API tokens (its
 * records stay); Decline leaves it as it is. The server refuses one's own request.
 */
export function DeletionRequestsSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fmt = useFormatters(timeZone);
  const [status, setStatus] = useState<DeletionQueueStatus>('PENDING');
  const [page, setPage] = useState(1);
  const list = useDeletionRequests({ status, page });
  const decide = useDecideDeletion();
  const [asking, setAsking] = useState<Decision | null>(null);

  const confirm = async () => {
    if (!asking) return;
    try {
      await decide.mutateAsync({
        id: asking.request.id,
        decision: asking.decision,
        key: asking.key,
      });
      toast.success(t(`profile.deletionRequests.done.${asking.decision}`));
      setAsking(null);
    } catch (error) {
      toast.error(errorText(error, t, t('profile.deletionRequests.failed')));
    }
  };
  const ask = (request: DeletionRequest, decision: Decision['decision']) =>
    setAsking({ request, decision, key: newIdempotencyKey() });

  const rows = list.data?.requests ?? [];
  return (
    <section aria-label={t('profile.deletionRequests.heading')}>
      <Section
        title={t('profile.deletionRequests.heading')}
        description={t('profile.deletionRequests.description')}
        actions={
          <ChoiceField
            id={`${id}-status`}
            label={t('profile.deletionRequests.show')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DeletionQueueStatus);
              setPage(1);
            }}
            anyLabel={t('profile.deletionRequests.statuses.all')}
            anyValue="all"
            choices={DELETION_REQUEST_STATUSES}
            choiceLabel={(value) => t(`profile.deletionRequests.statuses.${value}`)}
          />
        }
      >
        {list.isPending ? <SectionLoading /> : null}
        {list.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('profile.deletionRequests.loadFailed')}{' '}
            <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </p>
        ) : null}
        {list.data && rows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('profile.deletionRequests.empty')}
          </p>
        ) : null}
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              aria-label={request.user.email}
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900 dark:text-white">
                  {request.user.name}{' '}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {request.user.email} · {t(`userType.${request.user.userType}`)}
                  </span>
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('profile.deletionRequests.requested', {
                    date: fmt.dateTime(request.requestedAt),
                  })}
                  {request.status !== 'PENDING' && request.decidedAt && request.decidedBy
                    ? ` · ${t(`profile.deletionRequests.decided.${request.status}`, {
                        name: request.decidedBy.name,
                        date: fmt.dateTime(request.decidedAt),
                      })}`
                    : ''}
                </p>
              </div>
              {request.status === 'PENDING' ? (
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => ask(request, 'decline')}>
                    {t('profile.deletionRequests.decline')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => ask(request, 'deactivate')}>
                    {t('profile.deletionRequests.deactivate')}
                  </Button>
                </div>
              ) : (
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`profile.deletionRequests.statuses.${request.status}`)}
                </span>
              )}
            </li>
          ))}
        </ul>
        {list.data && list.data.total > list.data.pageSize ? (
          <Pagination
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={setPage}
          />
        ) : null}
      </Section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(`profile.deletionRequests.confirm.${asking.decision}.title`) : ''}
        message={
          asking
            ? t(`profile.deletionRequests.confirm.${asking.decision}.message`, {
                name: asking.request.user.name,
                email: asking.request.user.email,
              })
            : ''
        }
        confirmLabel={
          asking ? t(`profile.deletionRequests.${asking.decision}`) : t('common.confirm')
        }
        busy={decide.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
