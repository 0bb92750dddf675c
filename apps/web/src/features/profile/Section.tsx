import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { TitleRow } from '../../components/ui/TitleRow';

/** A titled card inside a profile tab. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <TitleRow
        className="mb-5 flex flex-wrap items-start justify-between gap-3"
        heading={
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        }
        description={description}
        actions={actions}
      />
      {children}
    </Card>
  );
}

/** A section's one line while its data loads. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
      <Spinner />
      {t('common.loading')}
    </p>
  );
}
