import { ShieldX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/Button';
import { Card } from '../components/ui/Card';

/**
 * A screen the user's role may not use (its route's permission, or a 403 the page's data
 * answered): one clear sentence and the way back, instead of empty lists or a "Try again".
 * Its heading is the page's h1, as a screen's own title would be.
 */
export function AccessDenied() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card>
      <section
        aria-labelledby={headingId}
        className="flex flex-col items-center gap-3 px-6 py-12 text-center"
      >
        <ShieldX className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        <h1 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('access.deniedTitle')}
        </h1>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
          {t('access.deniedHint')}
        </p>
        <Link to="/dashboard" className={buttonClass('primary', 'md', 'mt-2')}>
          {t('access.backToDashboard')}
        </Link>
      </section>
    </Card>
  );
}
