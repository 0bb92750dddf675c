import { can, type ReportFormat } from '@dd/contract';
import {
  AlertTriangle,
  CheckCircle2,
  ClipboardList,
  Download,
  Lock,
  PackageX,
  Printer,
} from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  useCloseReceipt,
  useDownloadDiscrepancies,
  useDownloadReceiptLabels,
  useReceipt,
} from '../../api/receipts';
import { useUser } from '../../api/session';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { StatCardList, type StatSpec } from '../../components/ui/StatCard';
import { recordStates } from '../../components/ui/RecordStates';
import { NotAllowed } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { receiptStatusTone } from '../../lib/status-tones';
import { BackLink } from '../../components/ui/TextLink';
import { CloseReceiptDialog } from './CloseReceiptDialog';
import { ReceiptItems } from './ReceiptItems';
import { ScanPanel } from './ScanPanel';

const PROGRESS_STATS: readonly StatSpec<'expected' | 'received' | 'missing' | 'unexpected'>[] = [
  { key: 'expected', icon: ClipboardList },
  { key: 'received', icon: CheckCircle2, tone: 'green' },
  { key: 'missing', icon: PackageX, tone: 'red' },
  { key: 'unexpected', icon: AlertTriangle, tone: 'yellow' },
];

/** /receipts/{id}: the receiving screen (scan, live progress, close, decisions, downloads). */
export function ReceivingPage() {
  const { t } = useTranslation();
  const dates = useFormatters();
  const user = useUser();
  const id = Number(useParams().id);
  const query = useReceipt(id);
  const receipt = query.data?.receipt;
  const close = useCloseReceipt(id);
  const download = useDownloadDiscrepancies(id, receipt?.receiptNumber ?? '');
  const labels = useDownloadReceiptLabels(id, receipt?.receiptNumber ?? '');
  const [confirming, setConfirming] = useState(false);

  if (!can(user.userType, 'machines:write')) {
    return <NotAllowed title={t('receipts.list.notAllowed')} />;
  }
  const waiting = recordStates(query, id, null, {
    loading: t('receipts.detail.loading'),
    notFound: t('receipts.detail.notFound'),
    loadFailed: t('receipts.detail.loadFailed'),
  });
  if (waiting || !receipt) return waiting;

  const open = receipt.status === 'OPEN';
  const p = receipt.progress;
  const doClose = async () => {
    try {
      await close.mutateAsync();
      toast.success(t('receipts.close.done'));
    } catch (error) {
      toast.error(errorText(error, t, t('receipts.close.failed')));
    } finally {
      setConfirming(false);
    }
  };
  const save = (run: () => Promise<{ blob: Blob; fileName: string }>) =>
    run().then(saveFile, (error: unknown) =>
      toast.error(errorText(error, t, t('receipts.download.failed'))),
    );

  return (
    <>
      <BackLink to={`/inventory/${receipt.serviceProvider.id}/receipts`}>
        {t('receipts.detail.back')}
      </BackLink>
      <PageHeader
        title={t('receipts.detail.title', { number: receipt.receiptNumber })}
        description={t('receipts.detail.subtitle', {
          provider: receipt.serviceProvider.name,
          reference: receipt.reference,
          date: dates.date(receipt.receiptDate),
        })}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={receiptStatusTone(receipt.status)}>
              {t(`receipts.status.${receipt.status}`)}
            </Badge>
            {open ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Lock className="size-4" aria-hidden="true" />
                {t('receipts.close.button')}
              </Button>
            ) : null}
          </div>
        }
      />

      {!open && receipt.closedAt ? (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          {t('receipts.detail.closedBy', {
            name: receipt.closedBy?.name ?? '—',
            date: dates.dateTime(receipt.closedAt),
          })}
        </p>
      ) : null}

      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-live="polite">
        <StatCardList
          specs={PROGRESS_STATS}
          label={(key) => t(`receipts.progress.${key}`)}
          value={(key) => p[key]}
        />
      </div>

      {open ? <ScanPanel receiptId={receipt.id} /> : null}

      {!open ? (
        <Card className="mb-6 flex flex-wrap items-center gap-2 p-4">
          <p className="mr-auto text-sm text-slate-700 dark:text-slate-300">
            {receipt.unresolved > 0
              ? t('receipts.detail.unresolved', { count: receipt.unresolved })
              : t('receipts.detail.allResolved')}
          </p>
          {(['csv', 'excel'] as ReportFormat[]).map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              disabled={download.isPending}
              onClick={() => void save(() => download.mutateAsync(format))}
            >
              <Download className="size-4" aria-hidden="true" />
              {t(`receipts.download.${format}`)}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={labels.isPending}
            onClick={() => void save(() => labels.mutateAsync())}
          >
            <Printer className="size-4" aria-hidden="true" />
            {t('receipts.labels')}
          </Button>
        </Card>
      ) : null}

      <ReceiptItems receipt={receipt} />

      <CloseReceiptDialog
        receipt={receipt}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void doClose()}
        busy={close.isPending}
      />
    </>
  );
}
