import type { ReactNode } from 'react';
import { TitleRow } from './TitleRow';

/** A screen's heading (the page's only h1), its subtitle and optional actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <TitleRow
      className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
      heading={
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
      }
      description={description}
      actions={actions}
    />
  );
}
