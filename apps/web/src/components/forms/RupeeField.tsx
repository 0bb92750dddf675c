import type { ComponentProps } from 'react';
import { Input } from '../ui/Field';
import { cn } from '../ui/cn';
import { FieldShell } from './FormField';

/**
 * An amount typed in rupees ("1,180.50"): a text field with the ₹ sign before it and the
 * phone's decimal keyboard. The form reads it with `readRupees` (lib/rupees.ts) into paise.
 */
export function RupeeField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
} & Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          >
            ₹
          </span>
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn('pl-7 tabular-nums', error && 'border-red-500 dark:border-red-500')}
            {...rest}
          />
        </div>
      )}
    </FieldShell>
  );
}
