import type { ComponentProps } from 'react';
import { Label } from '../../components/ui/Field';
import { SearchInput } from '../../components/ui/SearchInput';

/**
 * The search box of a list: shows `text` as typed and reports each keystroke; the list state
 * (`useListState`'s searchText / setSearchText) debounces it into the URL.
 */
export function ListSearch({
  id,
  label,
  text,
  onText,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="text-xs">
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
