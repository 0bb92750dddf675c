import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { cn } from './cn';

export type StatTone = 'indigo' | 'green' | 'yellow' | 'red' | 'blue' | 'slate' | 'purple';

/** A figure with its label (and an optional line under it), as on every list screen. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  tone = 'indigo',
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
  tone?: StatTone;
}) {
  const iconTone = {
    indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
    green: 'bg-green-50 text-green-600 dark:bg-green-500/15 dark:text-green-300',
    yellow: 'bg-yellow-50 text-yellow-600 dark:bg-yellow-500/15 dark:text-yellow-300',
    red: 'bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300',
    blue: 'bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-300',
    slate: 'bg-slate-100 text-slate-600 dark:bg-slate-500/15 dark:text-slate-300',
    purple: 'bg-purple-50 text-purple-600 dark:bg-purple-500/15 dark:text-purple-300',
  }[tone];
  return (
    <Card className="flex items-start gap-3 p-4">
      {Icon && (
        <span className={cn('rounded-lg p-2', iconTone)} aria-hidden="true">
          <Icon className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
          {value}
        </p>
        {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}

/** One figure of a row of StatCards: its key, icon and tone. */
export interface StatSpec<K extends string> {
  key: K;
  icon: LucideIcon;
  tone?: StatTone;
}

/** A StatCard per spec, in order; `label` and `value` give each key's text and figure. */
export function StatCardList<K extends string>({
  specs,
  label,
  value,
}: {
  specs: readonly StatSpec<K>[];
  label: (key: K) => string;
  value: (key: K) => ReactNode;
}) {
  return specs.map(({ key, icon, tone }) => (
    <StatCard key={key} label={label(key)} value={value(key)} icon={icon} tone={tone} />
  ));
}
