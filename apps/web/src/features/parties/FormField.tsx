import type { ComponentProps, ReactNode } from 'react';
import { Input, Label, Select } from '../../components/ui/Field';
import { cn } from '../../components/ui/cn';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The "(optional)" marker text, when the field may stay empty. */
  optional?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, the control, then its hint and error (announced with the control). */
function FieldShell({ id, label, error, hint, optional, className, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">{optional}</span>
        )}
      </Label>
      {children(describedBy)}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: string;
  fieldClassName?: string;
};

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  fieldClassName,
  className,
  ...input
}: InputProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={fieldClassName}
    >
      {(describedBy) => (
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(error && 'border-red-500 dark:border-red-500', className)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  fieldClassName?: string;
};

export function SelectField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  className,
  children,
  ...select
}: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <Select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(error && 'border-red-500 dark:border-red-500', className)}
          {...select}
        >
          {children}
        </Select>
      )}
    </FieldShell>
  );
}

/** A form-level error line (a failure that belongs to no single field). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {message}
    </p>
  );
}
