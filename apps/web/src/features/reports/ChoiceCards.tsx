import type { LucideIcon } from 'lucide-react';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../components/ui/cn';

export interface Choice<T extends string> {
  value: T;
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * One-of-N selectable cards: a radio group (arrow keys move between them), each card a label
 * whose radio is named by the card's title and described by its description.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0" role="radiogroup" aria-labelledby={`${id}-legend`}>
      <legend
        id={`${id}-legend`}
        className="mb-3 text-base font-semibold text-slate-900 dark:text-white"
      >
        {legend}
      </legend>
      <div className={cn('grid grid-cols-1 gap-3', className)}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const Icon = choice.icon;
          const titleId = `${id}-${choice.value}-title`;
          const descriptionId = `${id}-${choice.value}-description`;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border p-4 shadow-sm transition-colors',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600 dark:has-[input:focus-visible]:outline-indigo-400',
                checked
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500 dark:border-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700 dark:hover:bg-slate-800/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                // Covers the card (invisible): a click or tap anywhere on the card hits it.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'shrink-0 rounded-lg p-2',
                  checked
                    ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                    : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                )}
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span
                  id={titleId}
                  className="block font-medium break-words text-slate-900 dark:text-white"
                >
                  {choice.title}
                </span>
                <span
                  id={descriptionId}
                  className="mt-0.5 block text-sm break-words text-slate-600 dark:text-slate-400"
                >
                  {choice.description}
                </span>
              </span>
              <CheckCircle2
                aria-hidden="true"
                className={cn(
                  'size-5 shrink-0 text-indigo-600 dark:text-indigo-400',
                  !checked && 'invisible',
                )}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
