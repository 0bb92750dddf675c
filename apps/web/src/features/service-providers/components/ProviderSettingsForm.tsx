import { SWAP_MAPPINGS, type ProviderSettings } from '@dd/contract';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useProviderAdmin, type ProviderAdminCardProps } from './provider-admin';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { TextField } from '../../../components/forms/FormField';
import { useProviderSettings, useUpdateProviderSettings } from '../../../api/provider-settings';
import { errorText } from '../../../lib/errors';

/**
 * "Provider settings" on the provider's inventory page (admins): the idle days of the idle
 * devices rule and the swap mapping rule (carry the TID/MID/QR over, or issue new).
 */
export function ProviderSettingsForm({ providerId, className }: ProviderAdminCardProps) {
  const { t } = useTranslation();
  const isAdmin = useProviderAdmin();
  const settings = useProviderSettings(providerId, isAdmin);
  if (!isAdmin || !settings.data) return null;
  return (
    <Card className={`p-4 ${className ?? ''}`}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('providers.settings.title')}
      </h2>
      <SettingsFields
        key={JSON.stringify(settings.data)}
        providerId={providerId}
        initial={settings.data}
      />
    </Card>
  );
}

function SettingsFields({
  providerId,
  initial,
}: {
  providerId: number;
  initial: ProviderSettings;
}) {
  const { t } = useTranslation();
  const update = useUpdateProviderSettings(providerId);
  const [idleDays, setIdleDays] = useState(String(initial.idleDays));
  const [swapMapping, setSwapMapping] = useState(initial.swapMapping);
  const [problem, setProblem] = useState<string | null>(null);
  const days = Number(idleDays);
  const valid = Number.isInteger(days) && days >= 1 && days <= 365;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!valid) {
      setProblem(t('providers.settings.idleDaysInvalid'));
      return;
    }
    try {
      await update.mutateAsync({ idleDays: days, swapMapping });
      toast.success(t('providers.settings.saved'));
    } catch (error) {
      setProblem(errorText(error, t, t('providers.settings.failed')));
    }
  };

  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <TextField
        id="provider-idle-days"
        label={t('providers.settings.idleDays')}
        type="number"
        min={1}
        max={365}
        value={idleDays}
        aria-invalid={!valid}
        onChange={(e) => setIdleDays(e.target.value)}
      />
      <ChoiceField
        id="provider-swap-mapping"
        label={t('providers.settings.swapMapping')}
        value={swapMapping}
        onChange={(e) => setSwapMapping(e.target.value as ProviderSettings['swapMapping'])}
        choices={SWAP_MAPPINGS}
        choiceLabel={(m) => t(`providers.settings.mapping.${m}`)}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('providers.settings.saving') : t('providers.settings.save')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
