import type { ComponentProps } from 'react';
import { cn } from '../../components/ui/cn';
import { Label } from '../../components/ui/Field';
import { SearchInput } from '../../components/ui/SearchInput';

/**
 * The search box of a list: shows `text` as typed and reports each keystroke; the list state
 * (`useListState`'s searchText / setSearchText) debounces it into the URL. `/` focuses it
 * (the page's search; `pageSearch={false}` for a search inside a dialog).
 */
export function ListSearch({
  id,
  label,
  text,
  onText,
  className,
  hideLabel = false,
  ...props
}: Omit<ComponentProps<typeof SearchInput>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  /** The label for screen readers only (the placeholder and icon say it to the eye). */
  hideLabel?: boolean;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className={cn('text-xs', hideLabel && 'sr-only')}>
        {label}
      </Label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => onText(event.target.value)}
        autoComplete="off"
        {...props}
      />
    </div>
  );
}
