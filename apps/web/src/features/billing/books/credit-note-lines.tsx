import type { InvoiceLine } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxLine } from '../../../components/forms/CheckboxLine';
import { Badge } from '../../../components/ui/Badge';
import { Serial } from '../../../components/ui/Serial';
import { Money } from '../Money';

/** A line as a credit note by lines credits it: its amount with its GST, as printed. */
export const lineWithTax = (line: InvoiceLine) =>
  line.amountPaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

/**
 * The invoice's lines to tick for a credit note by lines: each at most once, those an earlier
 * note credited shown but not offered. `errorId` ties the group to its problem text.
 */
export function CreditNoteLines({
  lines,
  credited,
  chosen,
  onToggle,
  legend,
  errorId,
}: {
  lines: InvoiceLine[];
  credited: ReadonlySet<number>;
  chosen: ReadonlySet<number>;
  onToggle: (lineId: number) => void;
  legend: string;
  errorId?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={errorId} className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {lines.map((line) => {
          const done = credited.has(line.id);
          const text = (
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0">
                <Serial>{line.serialNumber}</Serial>{' '}
                <span className="text-slate-500 dark:text-slate-400">
                  {t(`billing.lines.kind.${line.kind}`)}
                </span>
              </span>
              <Money paise={lineWithTax(line)} />
            </span>
          );
          return (
            <li key={line.id} className="px-3 py-2">
              {done ? (
                <span className="flex items-center gap-2 text-sm text-slate-500">
                  <Badge tone="slate">{t('books.creditNote.credited')}</Badge>
                  {text}
                </span>
              ) : (
                <CheckboxLine checked={chosen.has(line.id)} onChange={() => onToggle(line.id)}>
                  {text}
                </CheckboxLine>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
