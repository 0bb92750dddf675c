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
import { Input, NamedOptions, Select, ValueOptions } from '../../components/ui/Field';
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
  /** A field's row: its id, its label and its error. */
  const row = (field: MachineField, label: string) => ({
    id: id(field),
    label,
    error: error(field),
  });
  /** A field's control: registered with the form, with its id and its a11y attributes. */
  const control = (field: MachineField, hint = false) => ({
    ...register(field),
    ...a11y(field, hint),
  });
  const held = currentStatus === 'ASSIGNED';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MachineRow {...row('serialNumber', t('machines.form.serialNumber'))} required>
        <Input {...control('serialNumber')} autoComplete="off" aria-required="true" />
      </MachineRow>
      <MachineRow {...row('model', t('machines.form.model'))} required>
        <Input {...control('model')} autoComplete="off" aria-required="true" />
      </MachineRow>
      <MachineRow {...row('manufacturer', t('machines.form.manufacturer'))} required>
        <Input
          {...control('manufacturer')}
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
      <MachineRow {...row('type', t('machines.form.type'))} required>
        <Select {...control('type')} aria-required="true">
          <ValueOptions
            none={t('machines.form.chooseType')}
            values={MACHINE_TYPES}
            label={(type) => t(`machines.type.${type}`)}
          />
        </Select>
      </MachineRow>
      <MachineRow {...row('serviceProviderId', t('machines.form.serviceProvider'))} required>
        <Select {...control('serviceProviderId')} aria-required="true">
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
        <Select {...control('status', held)} aria-required="true">
          {held ? (
            <option value="ASSIGNED" disabled>
              {t('machines.status.ASSIGNED')}
            </option>
          ) : null}
          <ValueOptions
            values={MACHINE_EDITABLE_STATUSES}
            label={(status) => t(`machines.status.${status}`)}
          />
        </Select>
      </MachineRow>
      <MachineRow {...row('partnerType', t('machines.form.partnerType'))}>
        <Select {...control('partnerType')}>
          <ValueOptions
            none={t('machines.form.noPartnerType')}
            values={PARTNER_TYPES}
            label={(type) => t(`machines.partnerType.${type}`)}
          />
        </Select>
      </MachineRow>
      <MachineRow {...row('partner', t('machines.form.partner'))}>
        <Input {...control('partner')} autoComplete="off" />
      </MachineRow>
      <MachineRow {...row('mid', t('machines.form.mid'))}>
        <Input {...control('mid')} autoComplete="off" />
      </MachineRow>
      <MachineRow {...row('tid', t('machines.form.tid'))}>
        <Input {...control('tid')} autoComplete="off" />
      </MachineRow>
      <div className="sm:col-span-2">
        <MachineRow {...row('qrCode', t('machines.form.qrCode'))}>
          <Input {...control('qrCode')} autoComplete="off" />
        </MachineRow>
      </div>
      <MachineRow {...row('simNumber', t('machines.form.simNumber'))}>
        <Input {...control('simNumber')} inputMode="numeric" autoComplete="off" />
      </MachineRow>
      <MachineRow {...row('imei', t('machines.form.imei'))}>
        <Input {...control('imei')} inputMode="numeric" autoComplete="off" />
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
