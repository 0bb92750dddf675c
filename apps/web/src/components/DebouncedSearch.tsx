import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { SearchInput } from './ui/SearchInput';

/**
 * A search box that reports its text ~300 ms after typing stops. `value` is the committed text
 * (e.g. from the URL); when it changes from outside (back button), the box follows.
 */
export function DebouncedSearch({
  value,
  onCommit,
  delay = 300,
  ...props
}: Omit<ComponentProps<typeof SearchInput>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <SearchInput
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onCommit(next), delay);
      }}
    />
  );
}
