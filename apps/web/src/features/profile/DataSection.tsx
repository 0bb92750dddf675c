import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Section } from './Section';

/**
 * Export and delete (docs/product.md section 7): both only acknowledge the request with the spec's
 * texts; the API has no export or deletion call (an admin deactivates accounts).
 */
export function DataSection() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Section title={t('profile.data.heading')}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
          <p className="min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-400">
            {t('profile.data.exportHint')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => toast.success(t('profile.messages.exportStarted'))}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('profile.data.export')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
          <p className="min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-400">
            {t('profile.data.deleteHint')}
          </p>
          <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
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
        onConfirm={() => {
          setDeleting(false);
          toast.success(t('profile.messages.deletionRequested'));
        }}
      />
    </Section>
  );
}
