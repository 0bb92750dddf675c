import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAccountRequest } from '@dd/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import type { PartyArea } from './area';
import { applyServerErrors, blankToNull, bodyResolver, messageText } from './form';
import { FormError, TextField } from '../../components/forms/FormField';

interface Values {
  email: string;
  name: string;
  password: string;
}

const FIELDS = ['email', 'name', 'password'] as const;

/**
 * A sign-in account for a distributor or retailer (POST /<area>/:id/account): email (the
 * party's by default), optional name, password. The submit button lives in the dialog's
 * footer (`form={formId}`).
 */
export function CreateAccountForm({
  area,
  formId,
  partyName,
  defaultEmail,
  onSubmit,
}: {
  area: PartyArea;
  formId: string;
  partyName: string;
  defaultEmail: string;
  onSubmit: (body: CreateAccountRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, CreateAccountRequest>({
    defaultValues: { email: defaultEmail, name: partyName, password: '' },
    resolver: bodyResolver(zodResolver(CreateAccountRequest), (values: Values) => ({
      email: values.email,
      name: blankToNull(values.name) ?? undefined,
      password: values.password,
    })),
  });

  const error = (field: (typeof FIELDS)[number]) =>
    errors[field] ? messageText(t, area, field, errors[field], getValues(field)) : undefined;

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (failure) {
      setFormError(
        applyServerErrors(failure, FIELDS, setError, t, area, t(`${area}.account.failed`)),
      );
    }
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`${area}.account.description`, { name: partyName })}
      </p>
      <FormError message={formError} />
      <TextField
        id={`${formId}-email`}
        label={t(`${area}.account.email`)}
        type="email"
        autoComplete="off"
        maxLength={254}
        error={error('email')}
        {...register('email')}
      />
      <TextField
        id={`${formId}-name`}
        label={t(`${area}.account.name`)}
        optional={t(`${area}.form.optional`)}
        autoComplete="off"
        maxLength={100}
        error={error('name')}
        {...register('name')}
      />
      <div className="relative">
        <TextField
          id={`${formId}-password`}
          label={t(`${area}.account.password`)}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          hint={t(`${area}.account.passwordHint`)}
          error={error('password')}
          className="pr-10"
          {...register('password')}
        />
        <button
          type="button"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-label={showPassword ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
          aria-pressed={showPassword}
          className={cn(
            'absolute top-8 right-1.5 rounded-md p-1.5 text-slate-500 hover:text-slate-800 dark:hover:text-slate-200',
            focusRing,
          )}
        >
          {showPassword ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </form>
  );
}
