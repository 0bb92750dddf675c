import type { ReactNode } from 'react';

/** A heading with its optional subtitle on the left and optional actions on the right. */
export function TitleRow({
  className,
  heading,
  description,
  actions,
}: {
  className: string;
  heading: ReactNode;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="min-w-0">
        {heading}
        {description ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        ) : null}
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-wrap gap-2 sm:max-w-[65%] sm:justify-end">{actions}</div>
      ) : null}
    </div>
  );
}
