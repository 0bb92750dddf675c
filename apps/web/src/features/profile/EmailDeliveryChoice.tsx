import { EMAIL_DELIVERIES, type EmailDelivery } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { RadioChoices } from './RadioChoices';

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
  return (
    <RadioChoices
      legend={t('inbox.preferences.delivery.legend')}
      values={EMAIL_DELIVERIES}
      value={value}
      onChange={onChange}
      title={(choice) => t(`inbox.preferences.delivery.${choice}`)}
      hint={(choice) => t(`inbox.preferences.delivery.${choice}Hint`)}
      disabled={disabled}
      className="mb-6 min-w-0"
      legendClassName="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
      listClassName="grid gap-2 sm:grid-cols-2"
    />
  );
}
