import { useTranslation } from 'react-i18next';
import type { PageKey } from '../app/route-handle';
import { Card } from './ui/Card';
import { PageHeader } from './ui/PageHeader';

/** A screen's heading and a short description; the screen's content comes later. */
export function PagePlaceholder({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} />
      <Card className="p-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(`pages.${page}.description`)}
        </p>
      </Card>
    </>
  );
}
