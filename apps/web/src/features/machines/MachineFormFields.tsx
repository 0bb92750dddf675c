import {
  MACHINE_EDITABLE_STATUSES,
  MACHINE_TYPES,
  MANUFACTURERS,
  PARTNER_TYPES,
  type ServiceProvider,
} from '@dd/contract';
import type { ComponentProps } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, NamedOptions, Select } from '../../components/ui/Field';
import { FormRow } from '../../components/ui/FormRow';
import { fieldErrorText, type MachineField, type MachineFormValues } from './form';

/** A row of the machine form: FormRow with the form's "(optional)". */
function MachineRow(props: Omit<ComponentProps<typeof FormRow>, 'optionalText'>) {
  const { t } = useTranslation();
  return <FormRow optionalText={t('machines.form.optional')} {...props} />;
}

/** The machine fields shared by Add Machine and Edit (prefix keeps ids unique per form). */
export function MachineFormFields({
  prefix,
  register,
  errors,
  providers,
  currentStatus,
}: {
  prefix: string;
  register: UseFormRegister<MachineFormValues>;
  errors: FieldErrors<MachineFormValues>;
  providers: readonly ServiceProvider[];
  /** Edit mode: the machine's status now (ASSIGNED is shown but cannot be chosen). */
  currentStatus?: string;
}) {
  const { t } = useTranslation();
  const id = (field: MachineField) => `${prefix}-${field}`;
  const error = (field: MachineField) => fieldErrorText(t, field, errors[field]);
  const a11y = (field: MachineField, hint = false) => {
    const described = [errors[field] ? `${id(field)}-error` : hint ? `${id(field)}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return {
      id: id(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': described || undefined,
    };
  };
  const held = currentStatus === 'ASSIGNED';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MachineRow
        id={id('serialNumber')}
        label={t('machines.form.serialNumber')}
        required
        error={error('serialNumber')}
      >
        <Input
          {...register('serialNumber')}
          {...a11y('serialNumber')}
          autoComplete="off"
          aria-required="true"
        />
      </MachineRow>
      <MachineRow id={id('model')} label={t('machines.form.model')} required error={error('model')}>
        <Input {...register('model')} {...a11y('model')} autoComplete="off" aria-required="true" />
      </MachineRow>
      <MachineRow
        id={id('manufacturer')}
        label={t('machines.form.manufacturer')}
        required
        error={error('manufacturer')}
      >
        <Input
          {...register('manufacturer')}
          {...a11y('manufacturer')}
          list={`${prefix}-manufacturers`}
          autoComplete="off"
          aria-required="true"
        />
        <datalist id={`${prefix}-manufacturers`}>
          {MANUFACTURERS.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
      </MachineRow>
      <MachineRow id={id('type')} label={t('machines.form.type')} required error={error('type')}>
        <Select {...register('type')} {...a11y('type')} aria-required="true">
          <option value="">{t('machines.form.chooseType')}</option>
          {MACHINE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`machines.type.${type}`)}
            </option>
          ))}
        </Select>
      </MachineRow>
      <MachineRow
        id={id('serviceProviderId')}
        label={t('machines.form.serviceProvider')}
        required
        error={error('serviceProviderId')}
      >
        <Select
          {...register('serviceProviderId')}
          {...a11y('serviceProviderId')}
          aria-required="true"
        >
          <NamedOptions none={t('machines.form.chooseProvider')} items={providers} />
        </Select>
      </MachineRow>
      <MachineRow
        id={id('status')}
        label={t('machines.form.status')}
        required
        error={error('status')}
        hint={held ? t('machines.form.heldHint') : undefined}
      >
        <Select {...register('status')} {...a11y('status', held)} aria-required="true">
          {held ? (
            <option value="ASSIGNED" disabled>
              {t('machines.status.ASSIGNED')}
            </option>
          ) : null}
          {MACHINE_EDITABLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`machines.status.${status}`)}
            </option>
          ))}
        </Select>
      </MachineRow>
      <MachineRow
        id={id('partnerType')}
        label={t('machines.form.partnerType')}
        error={error('partnerType')}
      >
        <Select {...register('partnerType')} {...a11y('partnerType')}>
          <option value="">{t('machines.form.noPartnerType')}</option>
          {PARTNER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`machines.partnerType.${type}`)}
            </option>
          ))}
        </Select>
      </MachineRow>
      <MachineRow id={id('partner')} label={t('machines.form.partner')} error={error('partner')}>
        <Input {...register('partner')} {...a11y('partner')} autoComplete="off" />
      </MachineRow>
      <MachineRow id={id('mid')} label={t('machines.form.mid')} error={error('mid')}>
        <Input {...register('mid')} {...a11y('mid')} autoComplete="off" />
      </MachineRow>
      <MachineRow id={id('tid')} label={t('machines.form.tid')} error={error('tid')}>
        <Input {...register('tid')} {...a11y('tid')} autoComplete="off" />
      </MachineRow>
      <div className="sm:col-span-2">
        <MachineRow id={id('qrCode')} label={t('machines.form.qrCode')} error={error('qrCode')}>
          <Input {...register('qrCode')} {...a11y('qrCode')} autoComplete="off" />
        </MachineRow>
      </div>
      <MachineRow
        id={id('simNumber')}
        label={t('machines.form.simNumber')}
        error={error('simNumber')}
      >
        <Input
          {...register('simNumber')}
          {...a11y('simNumber')}
          inputMode="numeric"
          autoComplete="off"
        />
      </MachineRow>
      <MachineRow id={id('imei')} label={t('machines.form.imei')} error={error('imei')}>
        <Input {...register('imei')} {...a11y('imei')} inputMode="numeric" autoComplete="off" />
      </MachineRow>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          {...register('hasStandee')}
          id={id('hasStandee')}
          className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <label htmlFor={id('hasStandee')} className="text-sm text-slate-700 dark:text-slate-300">
          {t('machines.form.hasStandee')}
        </label>
      </div>
    </div>
  );
}
