import { focusRing } from './Button';
import { cn } from './cn';

/** The row of tabs: Profile's sections (buttons) and Billing's screens (links) look alike. */
export const tabListClass =
  'flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1.5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** One tab, highlighted when it is the open one. */
export const tabClass = (active: boolean) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    focusRing,
    active
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  );
