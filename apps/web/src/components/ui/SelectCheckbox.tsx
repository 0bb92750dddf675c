import { useEffect, useRef } from 'react';
import { focusRing } from './Button';
import { cn } from './cn';

/** A native checkbox (Space toggles it, the label names it); `mixed` shows a partial page. */
export function SelectCheckbox({
  checked,
  mixed = false,
  label,
  onChange,
}: {
  checked: boolean;
  mixed?: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className={cn('size-5 cursor-pointer rounded accent-indigo-600', focusRing)}
    />
  );
}

/** The checkbox of a whole page of rows (a table's header, the cards' top). */
export function PageCheckbox({
  selection,
}: {
  selection: { pageState: 'all' | 'some' | 'none'; pageLabel: string; togglePage: () => void };
}) {
  return (
    <SelectCheckbox
      checked={selection.pageState === 'all'}
      mixed={selection.pageState === 'some'}
      label={selection.pageLabel}
      onChange={selection.togglePage}
    />
  );
}
