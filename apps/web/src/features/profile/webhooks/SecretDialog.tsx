import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

/** The signing secret, shown once after create or rotate (the list shows only a hint). */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast.success(t('webhooks.secret.copied'));
    } catch {
      toast.error(t('webhooks.secret.copyFailed'));
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.hint')}
      footer={<Button onClick={onClose}>{t('webhooks.secret.done')}</Button>}
    >
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('webhooks.secret.label')}
        </p>
        <code
          data-testid="webhook-secret"
          className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
        >
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('webhooks.secret.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
