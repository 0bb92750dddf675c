import type { ReactNode } from 'react';
import { cn } from './cn';

/** Why a form's last try failed, in a red box above or below it (nothing when there is none). */
export function ProblemAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={cn(
        'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
        className,
      )}
    >
      {children}
    </p>
  );
}
