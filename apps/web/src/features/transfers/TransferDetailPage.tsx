import { can, type TransferMachine } from '@dd/contract';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../api/session';
import { isQueued, useWaitingDecision } from '../../api/offline-queue';
import { QueuedBadges, WaitingReason, waitingReasonOf } from '../../components/QueuedBadges';
import { useDecideTransfer, useTransfer } from '../../api/transfers';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { NotesField } from '../../components/forms/NotesField';
import { PageHeader } from '../../components/ui/PageHeader';
import { recordStates } from '../../components/ui/RecordStates';
import { DataTable } from '../../components/ui/DataTable';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { transferStatusTone } from '../../lib/status-tones';
import { BackLink } from '../../components/ui/TextLink';
import { ReceiveCheck } from './ReceiveCheck';
import { useReceiveCheck } from './use-receive-check';
import { Serial } from '../../components/ui/Serial';

type Decision = 'accept' | 'refuse' | 'cancel';
const NO_MACHINES: TransferMachine[] = [];

/** /machines/transfers/{id}: a transfer, its devices, and the decision its reader may take. */
export function TransferDetailPage() {
  const { t } = useTranslation();
  const dates = useFormatters();
  const user = useUser();
  const id = Number(useParams().id);
  const query = useTransfer(id);
  const decide = useDecideTransfer(id, query.data?.transfer.transferNumber);
  const waitingDecision = useWaitingDecision('transfer', id);
  const blocked = decide.isPending || waitingDecision.waiting;
  const describedBy = waitingReasonOf(waitingDecision);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const check = useReceiveCheck(query.data?.transfer.machines ?? NO_MACHINES);

  const back = <BackLink to="/machines/transfers">{t('transfers.detail.back')}</BackLink>;
  const waiting = recordStates(query, id, back, {
    loading: t('transfers.list.loading'),
    notFound: t('transfers.detail.notFound'),
    loadFailed: t('transfers.detail.loadFailed'),
  });
  if (waiting || !query.data) return waiting;
  const tr = query.data.transfer;
  const pending = tr.status === 'PENDING';
  const receiver =
    can(user.userType, 'transfers:decide') &&
    (user.userType === 'admin' || user.distributorId === tr.to.id);
  const canCancel = can(user.userType, 'transfers:create');

  const run = (decision: Decision) =>
    decide.mutate(
      { decision, ...(decision === 'refuse' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          if (isQueued(answer)) toast(t('offline.waiting'));
          else toast.success(t(`transfers.detail.done.${decision}`, { number: tr.transferNumber }));
          setAsking(null);
          setReason('');
        },
        onError: (e) => {
          setAsking(null);
          toast.error(errorText(e, t, t('transfers.detail.failed')));
        },
      },
    );

  const fact = (label: string, value: string | null | undefined) =>
    value ? (
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
        <dd className="text-sm text-slate-900 dark:text-white">{value}</dd>
      </div>
    ) : null;

  return (
    <>
      {back}
      <PageHeader
        title={t('transfers.detail.title', { number: tr.transferNumber })}
        description={t('transfers.detail.subtitle', { from: tr.from.name, to: tr.to.name })}
        actions={
          pending ? (
            <div className="flex flex-wrap gap-2">
              {receiver ? (
                <>
                  <Button
                    onClick={() => setAsking('accept')}
                    disabled={blocked}
                    aria-describedby={describedBy}
                  >
                    <Check className="size-4" aria-hidden="true" />
                    {t('transfers.detail.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setAsking('refuse')}
                    disabled={blocked}
                    aria-describedby={describedBy}
                  >
                    <X className="size-4" aria-hidden="true" />
                    {t('transfers.detail.refuse')}
                  </Button>
                </>
              ) : null}
              {canCancel ? (
                <Button
                  variant="danger"
                  onClick={() => setAsking('cancel')}
                  disabled={blocked}
                  aria-describedby={describedBy}
                >
                  {t('transfers.detail.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      <Card className="mb-4 p-4">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Badge tone={transferStatusTone(tr.status)}>{t(`transfers.status.${tr.status}`)}</Badge>
          {pending ? <Badge tone="orange">{t('transfers.inTransit')}</Badge> : null}
          <QueuedBadges
            actions={waitingDecision.queued}
            what={(a) => t(`transfers.detail.${a.subject.decision as Decision}`)}
          />
        </div>
        <WaitingReason decision={waitingDecision} className="mb-3" />
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {fact(t('transfers.list.from'), tr.from.name)}
          {fact(t('transfers.list.to'), tr.to.name)}
          {fact(t('transfers.detail.sentBy'), tr.createdBy?.name)}
          {fact(t('transfers.list.date'), dates.dateTime(tr.createdAt))}
          {fact(t('transfers.detail.decidedBy'), tr.decidedBy?.name)}
          {fact(t('transfers.detail.decidedAt'), dates.dateTime(tr.decidedAt))}
          {fact(t('transfers.form.notes'), tr.notes)}
          {fact(t('transfers.detail.reason'), tr.refusalReason)}
        </dl>
      </Card>
      {pending && receiver ? <ReceiveCheck check={check} total={tr.machines.length} /> : null}
      <Card className="overflow-hidden">
        <DataTable
          label={t('transfers.detail.devices')}
          rows={tr.machines}
          rowKey={(m) => m.id}
          columns={[
            {
              key: 'serial',
              header: t('transfers.detail.serial'),
              cell: (m) => <Serial>{m.serialNumber}</Serial>,
            },
            { key: 'type', header: t('transfers.detail.type'), cell: (m) => m.machineType },
            { key: 'model', header: t('transfers.detail.model'), cell: (m) => m.model },
            {
              key: 'tid',
              header: t('transfers.detail.tid'),
              cell: (m) => <Serial>{m.tid ?? '—'}</Serial>,
            },
          ]}
        />
      </Card>
      <ConfirmDialog
        open={asking === 'accept' || asking === 'cancel'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(`transfers.detail.ask.${asking === 'cancel' ? 'cancel' : 'accept'}`)}
        message={[
          t(`transfers.detail.askText.${asking === 'cancel' ? 'cancel' : 'accept'}`, {
            count: tr.machineCount,
            from: tr.from.name,
            to: tr.to.name,
          }),
          asking === 'accept' && (check.missing.length > 0 || check.unexpected.length > 0)
            ? t('transfers.check.askSummary', {
                missing: check.missing.length,
                unexpected: check.unexpected.length,
              })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t(`transfers.detail.${asking === 'cancel' ? 'cancel' : 'accept'}`)}
        onConfirm={() => run(asking === 'cancel' ? 'cancel' : 'accept')}
        busy={decide.isPending}
      />
      <Dialog
        dirty={reason.trim() !== ''}
        open={asking === 'refuse'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('transfers.detail.ask.refuse')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={decide.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => run('refuse')}
              disabled={decide.isPending || reason.trim() === ''}
            >
              {t('transfers.detail.refuse')}
            </Button>
          </>
        }
      >
        <NotesField
          id="refuse-reason"
          label={t('transfers.detail.reason')}
          rows={3}
          value={reason}
          onChange={setReason}
        />
      </Dialog>
    </>
  );
}
