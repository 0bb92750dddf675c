import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClass } from './Field';

/** A search box with its icon; give it an aria-label (or a <Label>) and a placeholder. */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input type="search" className={cn(controlClass, 'h-10 pl-9')} {...props} />
    </div>
  );
}
