import { Boxes } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Brand() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3" title={t('app.name')}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Boxes aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
          {t('app.name')}
        </span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
          {t('app.tagline')}
        </span>
      </span>
    </div>
  );
}
