import { formatRupees } from '@dd/contract';
import { cn } from '../../components/ui/cn';

/** An amount as ₹1,23,456.00 in every language, its digits lined up in a column. */
export function Money({ paise, className }: { paise: number; className?: string }) {
  return (
    <span className={cn('tabular-nums whitespace-nowrap', className)}>{formatRupees(paise)}</span>
  );
}
