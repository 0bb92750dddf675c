import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useExportMyData, useMyDeletionRequest, useRequestDeletion } from '../../api/account-data';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { saveFile } from '../../lib/save-file';
import { serverOrLocal } from './messages';
import { Section } from './Section';

/**
 * Export Data downloads the user's own data (a JSON file the server builds from the token);
 * Delete Account asks an admin to deactivate the account (Profile > System Access lists the
 * requests). While a request waits, it says so instead of offering another.
 */
export function DataSection({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const fmt = useFormatters(timeZone);
  const exporter = useExportMyData();
  const mine = useMyDeletionRequest();
  const requestDeletion = useRequestDeletion();
  const [deleting, setDeleting] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const pending = mine.data?.status === 'PENDING' ? mine.data : null;
  const declined = mine.data?.status === 'DECLINED' ? mine.data : null;

  const exportData = async () => {
    try {
      saveFile(await exporter.mutateAsync());
      toast.success(t('profile.messages.exported'));
    } catch (error) {
      toast.error(errorText(error, t, t('profile.messages.exportFailed')));
    }
  };

  const confirmDeletion = async () => {
    try {
      const answer = await requestDeletion.mutateAsync(key);
      setDeleting(false);
      setKey(newIdempotencyKey());
      toast.success(
        serverOrLocal(i18n.language, answer.message, t('profile.messages.deletionRequested')),
      );
    } catch (error) {
      toast.error(errorText(error, t, t('profile.messages.deletionFailed')));
    }
  };

  return (
    <section aria-label={t('profile.data.heading')}>
      <Section title={t('profile.data.heading')}>
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
            <p className="min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {t('profile.data.exportHint')}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={exporter.isPending}
              onClick={() => void exportData()}
            >
              <Download aria-hidden="true" className="size-4" />
              {exporter.isPending ? t('profile.data.exporting') : t('profile.data.export')}
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
            <div className="min-w-0 flex-1 space-y-1 text-sm text-slate-600 dark:text-slate-400">
              <p>{t('profile.data.deleteHint')}</p>
              {pending ? (
                <p role="status" className="font-medium text-amber-700 dark:text-amber-400">
                  {t('profile.data.pending', { date: fmt.dateTime(pending.requestedAt) })}
                </p>
              ) : null}
              {declined?.decidedAt ? (
                <p role="status">
                  {t('profile.data.declined', { date: fmt.dateTime(declined.decidedAt) })}
                </p>
              ) : null}
            </div>
            <Button
              variant="danger"
              size="sm"
              disabled={mine.isPending || pending !== null}
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile.data.delete')}
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('profile.data.deleteTitle')}
          message={t('profile.data.deleteMessage')}
          confirmLabel={t('profile.data.delete')}
          busy={requestDeletion.isPending}
          onConfirm={() => void confirmDeletion()}
        />
      </Section>
    </section>
  );
}
