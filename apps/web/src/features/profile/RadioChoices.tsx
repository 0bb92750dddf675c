import { useId } from 'react';

/**
 * One of a few values as bordered radio cards (an admin's email delivery, a new token's scope):
 * each radio is named by its title and described by its hint.
 */
export function RadioChoices<T extends string>({
  legend,
  values,
  value,
  onChange,
  title,
  hint,
  disabled = false,
  className,
  legendClassName,
  listClassName,
}: {
  legend: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  title: (value: T) => string;
  hint: (value: T) => string;
  disabled?: boolean;
  className?: string;
  legendClassName: string;
  listClassName: string;
}) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={listClassName}>
        {values.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[input:checked]:border-indigo-500 has-[input:checked]:bg-indigo-50 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 dark:border-slate-700 dark:has-[input:checked]:border-indigo-400 dark:has-[input:checked]:bg-indigo-500/10"
          >
            <input
              type="radio"
              name={id}
              value={choice}
              checked={value === choice}
              disabled={disabled}
              aria-labelledby={`${id}-${choice}`}
              aria-describedby={`${id}-${choice}-hint`}
              onChange={() => onChange(choice)}
              className="mt-1 accent-indigo-600"
            />
            <span className="min-w-0">
              <span
                id={`${id}-${choice}`}
                className="block text-sm font-medium text-slate-900 dark:text-white"
              >
                {title(choice)}
              </span>
              <span
                id={`${id}-${choice}-hint`}
                className="block text-sm break-words text-slate-600 dark:text-slate-400"
              >
                {hint(choice)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
