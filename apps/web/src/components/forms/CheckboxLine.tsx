import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

/** A checkbox with its text, the whole line clickable. */
export function CheckboxLine({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 text-indigo-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
