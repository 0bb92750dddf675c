import { Notes } from '@dd/contract';
import type { ComponentProps, ReactNode } from 'react';
import { Label, Textarea } from '../ui/Field';

/** The longest note the API keeps: the contract's `Notes` limit. */
const NOTES_MAX = Notes.maxLength ?? undefined;

/** A labelled free-text box (notes, a reason), capped at what the API keeps. */
export function NotesField({
  id,
  label,
  value,
  onChange,
  rows = 2,
  ...rest
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
} & Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange'>) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={NOTES_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
    </>
  );
}
