import { Boxes } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Brand() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-2.5" title={t('app.name')}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Boxes aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        {/* One line in the 288 px sidebar; in narrower ones (or Hindi) it wraps, never cut. */}
        <span
          data-testid="brand-name"
          className="block text-sm leading-tight font-semibold tracking-tight break-words text-slate-900 dark:text-white"
        >
          {t('app.name')}
        </span>
        <span className="block text-xs leading-tight break-words text-slate-500 dark:text-slate-400">
          {t('app.tagline')}
        </span>
      </span>
    </div>
  );
}
