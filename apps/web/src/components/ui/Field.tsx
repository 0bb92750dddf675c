import type { ComponentProps } from 'react';
import { cn } from './cn';

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 disabled:cursor-not-allowed disabled:bg-slate-50 dark:disabled:bg-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300',
        className,
      )}
      {...props}
    />
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-10', className)} {...props} />;
}

/** Notes, reasons and pasted lists: the form control look, resizable in height only. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'resize-y', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-10 pr-8', className)} {...props} />;
}

/** A select's options for named records: `none` (the empty value) first, then each by its id. */
export function NamedOptions({
  none,
  items,
}: {
  none: string;
  items: readonly { id: number; name: string }[];
}) {
  return (
    <>
      <option value="">{none}</option>
      {items.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/**
 * A select's options for a list of values: `none` first when given (the value `noneValue`, empty
 * unless told), then each value with its text (and its `lang`, where told).
 */
export function ValueOptions<T extends string | number>({
  none,
  noneValue = '',
  values,
  label,
  lang,
}: {
  none?: string;
  noneValue?: string;
  values: readonly T[];
  label: (value: T) => string;
  lang?: (value: T) => string;
}) {
  return (
    <>
      {none === undefined ? null : <option value={noneValue}>{none}</option>}
      {values.map((value) => (
        <option key={value} value={value} lang={lang?.(value)}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
