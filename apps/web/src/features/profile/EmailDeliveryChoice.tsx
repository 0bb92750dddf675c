import { EMAIL_DELIVERIES, type EmailDelivery } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** An admin's choice of how notification emails go out: one per event, or a daily digest. */
export function EmailDeliveryChoice({
  value,
  disabled,
  onChange,
}: {
  value: EmailDelivery;
  disabled: boolean;
  onChange: (value: EmailDelivery) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="mb-6 min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('inbox.preferences.delivery.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EMAIL_DELIVERIES.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[input:checked]:border-indigo-500 has-[input:checked]:bg-indigo-50 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 dark:border-slate-700 dark:has-[input:checked]:border-indigo-400 dark:has-[input:checked]:bg-indigo-500/10"
          >
            <input
              type="radio"
              name={`${id}-delivery`}
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
                {t(`inbox.preferences.delivery.${choice}`)}
              </span>
              <span
                id={`${id}-${choice}-hint`}
                className="block text-sm break-words text-slate-600 dark:text-slate-400"
              >
                {t(`inbox.preferences.delivery.${choice}Hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
