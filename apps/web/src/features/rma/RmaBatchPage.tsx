import { can, type ReportFormat } from '@dd/contract';
import { CheckCircle2, Download, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDownloadRmaReport, useMarkRmaReceived, useRmaBatch } from '../../api/rma';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageHeader } from '../../components/ui/PageHeader';
import { recordStates } from '../../components/ui/RecordStates';
import { NotAllowed } from '../../components/ui/States';
import { DataTable } from '../../components/ui/DataTable';
import { BackLink } from '../../components/ui/TextLink';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { DispatchNoteButton } from './DispatchNoteButton';
import { CloseBatchDialog } from './CloseBatchDialog';
import { rmaOutcomeTone, rmaStatusTone } from '../../lib/status-tones';
import { Serial } from '../../components/ui/Serial';

/** /machines/rma/{id}: one RMA batch, its devices, status steps and report. */
export function RmaBatchPage() {
  const { t } = useTranslation();
  const dates = useFormatters();
  const user = useUser();
  const id = Number(useParams().id);
  const query = useRmaBatch(id);
  const batch = query.data?.batch;
  const received = useMarkRmaReceived(id);
  const download = useDownloadRmaReport(id, batch?.batchNumber ?? '');
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const back = <BackLink to="/machines/rma">{t('rma.detail.back')}</BackLink>;

  if (!can(user.userType, 'machines:write')) {
    return <NotAllowed title={t('rma.notAllowed')} />;
  }
  const waiting = recordStates(query, id, back, {
    loading: t('rma.detail.loading'),
    notFound: t('rma.detail.notFound'),
    loadFailed: t('rma.detail.loadFailed'),
  });
  if (waiting || !batch) return waiting;

  const markReceived = async () => {
    try {
      await received.mutateAsync();
      toast.success(t('rma.received.done'));
    } catch (error) {
      toast.error(errorText(error, t, t('rma.received.failed')));
    } finally {
      setConfirming(false);
    }
  };
  const save = (format: ReportFormat) =>
    download
      .mutateAsync(format)
      .then(saveFile, (error: unknown) =>
        toast.error(errorText(error, t, t('rma.download.failed'))),
      );
  const when = (at: string | null, who: { name: string } | null) =>
    at ? `${dates.dateTime(at)} · ${who?.name ?? '—'}` : '—';

  return (
    <>
      {back}
      <PageHeader
        title={t('rma.detail.title', { number: batch.batchNumber })}
        description={t('rma.detail.subtitle', {
          provider: batch.serviceProvider.name,
          reference: batch.reference,
        })}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={rmaStatusTone(batch.status)}>{t(`rma.status.${batch.status}`)}</Badge>
            {batch.status === 'SENT' ? (
              <Button onClick={() => setConfirming(true)}>
                <PackageCheck className="size-4" aria-hidden="true" />
                {t('rma.received.button')}
              </Button>
            ) : null}
            {batch.status === 'RECEIVED_BY_PROVIDER' ? (
              <Button onClick={() => setClosing(true)}>
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('rma.close.button')}
              </Button>
            ) : null}
          </div>
        }
      />

      <Card className="mb-6 p-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {[
            [t('rma.fields.courierName'), batch.courierName ?? '—'],
            [t('rma.fields.trackingNumber'), batch.trackingNumber ?? '—'],
            [t('rma.fields.sentAt'), when(batch.createdAt, batch.createdBy)],
            [t('rma.fields.receivedAt'), when(batch.receivedAt, batch.receivedBy)],
            [t('rma.fields.closedAt'), when(batch.closedAt, batch.closedBy)],
            [t('rma.fields.notes'), batch.notes || '—'],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="break-words text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <DispatchNoteButton batch={batch} />
          {(['csv', 'excel'] as ReportFormat[]).map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              disabled={download.isPending}
              onClick={() => void save(format)}
            >
              <Download className="size-4" aria-hidden="true" />
              {t(`rma.download.${format}`)}
            </Button>
          ))}
        </div>
      </Card>

      <Card className="overflow-hidden">
        <DataTable
          label={t('rma.detail.devices')}
          rows={batch.items}
          rowKey={(i) => i.machineId}
          columns={[
            {
              key: 'serial',
              header: t('rma.fields.serialNumber'),
              cell: (i) => <Serial>{i.serialNumber}</Serial>,
            },
            { key: 'model', header: t('rma.fields.model'), cell: (i) => i.model },
            {
              key: 'status',
              header: t('rma.fields.machineStatus'),
              cell: (i) => t(`machines.status.${i.status}`),
            },
            {
              key: 'outcome',
              header: t('rma.fields.outcome'),
              cell: (i) =>
                i.outcome ? (
                  <Badge tone={rmaOutcomeTone(i.outcome)}>{t(`rma.outcome.${i.outcome}`)}</Badge>
                ) : (
                  t('rma.outcome.pending')
                ),
            },
            {
              key: 'replacement',
              header: t('rma.fields.replacementSerial'),
              cell: (i) => <Serial>{i.replacementSerial ?? '—'}</Serial>,
            },
          ]}
        />
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('rma.received.title')}
        message={t('rma.received.message', { count: batch.deviceCount })}
        confirmLabel={t('rma.received.confirm')}
        onConfirm={() => void markReceived()}
        busy={received.isPending}
      />
      {closing ? <CloseBatchDialog batch={batch} open={closing} onOpenChange={setClosing} /> : null}
    </>
  );
}
