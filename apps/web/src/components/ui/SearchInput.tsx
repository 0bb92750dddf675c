import { Search } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from './cn';
import { controlClass } from './Field';
import { useSlashFocus } from './use-slash-focus';

/**
 * A search box with its icon; give it an aria-label (or a <Label>) and a placeholder.
 * It is the page's search: `/` focuses it (use-slash-focus.ts), unless `pageSearch` is false.
 */
export function SearchInput({
  className,
  pageSearch = true,
  ...props
}: Omit<ComponentProps<'input'>, 'ref'> & { pageSearch?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useSlashFocus(ref, pageSearch);
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        ref={ref}
        type="search"
        aria-keyshortcuts={pageSearch ? '/' : undefined}
        className={cn(controlClass, 'h-10 pl-9')}
        {...props}
      />
    </div>
  );
}
