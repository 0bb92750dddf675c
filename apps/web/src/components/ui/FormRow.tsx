import type { ReactNode } from 'react';
import { Label } from './Field';

/**
 * A form's labelled control: a red star when required, else `optionalText`; then its hint (while
 * there is no error) and its error, with ids the control may point at (`<id>-hint`, `<id>-error`).
 */
export function FormRow({
  id,
  label,
  required,
  optionalText,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalText: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="font-normal text-slate-500 dark:text-slate-400">{` ${optionalText}`}</span>
        )}
      </Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
