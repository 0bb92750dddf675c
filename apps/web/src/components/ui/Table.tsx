import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A scrollable data table with the app's styling; use Th/Td for cells. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0}>
      <table
        className={cn(
          'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-slate-50 px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/50 dark:text-slate-400',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn('px-4 py-3 align-top text-slate-700 dark:text-slate-300', className)}
      {...props}
    />
  );
}
