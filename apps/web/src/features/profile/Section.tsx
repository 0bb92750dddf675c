import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
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
