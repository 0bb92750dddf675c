import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/Spinner';

/** Shown while the stored session is being checked. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center gap-3 bg-slate-50 text-sm text-slate-600 dark:bg-slate-950 dark:text-slate-400"
    >
      <Spinner className="size-6 text-indigo-600 dark:text-indigo-400" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
