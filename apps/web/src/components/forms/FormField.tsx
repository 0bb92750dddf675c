import type { ComponentProps, ReactNode } from 'react';
import { Input, Label, Select } from '../ui/Field';
import { cn } from '../ui/cn';

export interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The "(optional)" marker text, when the field may stay empty. */
  optional?: string;
  className?: string;
  labelClassName?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, the control, then its hint and error (announced with the control). */
export function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  className,
  labelClassName,
  children,
}: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
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

/** What a field adds to its control's own props. */
type FieldProps = Omit<FieldShellProps, 'children' | 'className'> & { fieldClassName?: string };

/** The control's own props from a field's props, and the shell's. */
function split<P extends FieldProps & { className?: string }>({
  id,
  label,
  error,
  hint,
  optional,
  labelClassName,
  fieldClassName,
  className,
  ...control
}: P) {
  const shell = { id, label, error, hint, optional, labelClassName, className: fieldClassName };
  const controlProps = (describedBy: string | undefined) => ({
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    className: cn(error && 'border-red-500 dark:border-red-500', className),
    ...control,
  });
  return { shell, controlProps };
}

export function TextField(props: ComponentProps<'input'> & FieldProps) {
  const { shell, controlProps } = split(props);
  return (
    <FieldShell {...shell}>{(describedBy) => <Input {...controlProps(describedBy)} />}</FieldShell>
  );
}

export function SelectField(props: ComponentProps<'select'> & FieldProps) {
  const { shell, controlProps } = split(props);
  return (
    <FieldShell {...shell}>{(describedBy) => <Select {...controlProps(describedBy)} />}</FieldShell>
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
