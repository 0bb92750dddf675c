import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** A radio button styled as a card (one choice of a list; arrow keys move between them). */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  title,
  children,
}: {
  name: string;
  value: number;
  checked: boolean;
  onSelect: () => void;
  title: string;
  children?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600',
        checked
          ? 'border-indigo-600 bg-indigo-50/60 ring-2 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400'
          : 'border-slate-200 bg-white hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-indigo-600"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900 dark:text-white">{title}</span>
        {children && (
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
            {children}
          </span>
        )}
      </span>
      {checked && (
        <CheckCircle2
          className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400"
          aria-hidden="true"
        />
      )}
    </label>
  );
}
