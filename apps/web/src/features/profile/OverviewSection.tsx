import { Email, Name, Phone, type User } from '@dd/contract';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Field';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { isApiError } from '../../lib/api';
import { codeText, detailText, errorText } from '../../lib/errors';
import { useUpdateProfile } from '../../api/profile';
import { serverOrLocal } from './messages';
import { Section } from './Section';
import { LANGUAGE_NAMES } from '../../i18n/language-choice';

/** A field marked aria-invalid gets a red border. */
const invalidClass = 'aria-invalid:border-red-500 dark:aria-invalid:border-red-400';

interface Values {
  name: string;
  email: string;
  phone: string;
  /** Asked for only when the email changes (the server refuses a new email without it). */
  currentPassword: string;
}

const FIELDS = ['name', 'email', 'phone', 'currentPassword'] as const;
/** Server codes shown on a field rather than only in a toast. */
const CODE_FIELDS: Partial<Record<string, keyof Values>> = {
  current_password_incorrect: 'currentPassword',
  email_taken: 'email',
};
const valuesOf = (user: User): Values => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  currentPassword: '',
});
const isNewEmail = (user: User, email: string) => email.trim().toLowerCase() !== user.email;

/** Personal information; Edit Profile makes name, email and phone editable (PUT /auth/profile). */
export function OverviewSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<Values>({ defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanging = editing && isNewEmail(user, email);

  const startEditing = () => {
    form.reset(valuesOf(user));
    setEditing(true);
    // Focus the first field once it is rendered.
    setTimeout(() => form.setFocus('name'), 0);
  };

  const stopEditing = () => {
    form.reset(valuesOf(user));
    setEditing(false);
    setTimeout(() => document.getElementById(`${id}-edit`)?.focus(), 0);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        ...(isNewEmail(user, values.email) ? { currentPassword: values.currentPassword } : {}),
      });
      toast.success(
        serverOrLocal(i18n.language, answer.message, t('profile.messages.profileUpdated')),
      );
      form.reset(valuesOf(answer.user));
      stopEditing();
    } catch (error) {
      if (isApiError(error)) {
        for (const detail of error.details ?? []) {
          const field = FIELDS.find(
            (name) => detail.path === name || detail.path.endsWith(`.${name}`),
          );
          if (field) form.setError(field, { message: detailText(t, detail) });
        }
        const field = error.code ? CODE_FIELDS[error.code] : undefined;
        if (field)
          form.setError(field, { message: codeText(t, error.code) ?? '' }, { shouldFocus: true });
      }
      toast.error(errorText(error, t, t('profile.messages.profileFailed')));
    }
  });

  const fieldError = (name: keyof Values) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {errors[name]?.message}
      </p>
    ) : null;
  const invalid = (name: keyof Values) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};

  const editFields: {
    key: 'name' | 'email' | 'phone';
    type?: 'email' | 'tel';
    autoComplete: string;
    inputMode?: 'email' | 'tel';
    validate: (value: string) => true | string;
  }[] = [
    {
      key: 'name',
      autoComplete: 'name',
      validate: (v) => Name.safeParse(v).success || t('profile.overview.invalidName'),
    },
    {
      key: 'email',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      validate: (v) => Email.safeParse(v).success || t('profile.overview.invalidEmail'),
    },
    {
      key: 'phone',
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      validate: (v) =>
        v.trim() === '' || Phone.safeParse(v).success || t('profile.overview.invalidPhone'),
    },
  ];

  const readOnlyRows = [
    { key: 'name', label: t('profile.overview.name'), value: user.name },
    { key: 'email', label: t('profile.overview.email'), value: user.email },
    {
      key: 'phone',
      label: t('profile.overview.phone'),
      value: user.phone ?? t('profile.overview.notProvided'),
    },
  ];
  const infoRows = [
    { key: 'role', label: t('profile.overview.role'), value: t(`profile.roles.${user.userType}`) },
    {
      key: 'language',
      label: t('profile.overview.language'),
      value: LANGUAGE_NAMES[user.preferences.language],
    },
    { key: 'timezone', label: t('profile.overview.timezone'), value: user.preferences.timezone },
  ];

  return (
    <Section
      title={t('profile.overview.heading')}
      description={t('profile.overview.description')}
      actions={
        editing ? null : (
          <Button id={`${id}-edit`} variant="secondary" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('profile.overview.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {editFields.map((field) => (
              <div key={field.key} className={field.key === 'name' ? 'sm:col-span-2' : undefined}>
                <Label htmlFor={`${id}-${field.key}`}>{t(`profile.overview.${field.key}`)}</Label>
                <Input
                  className={invalidClass}
                  id={`${id}-${field.key}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  {...invalid(field.key)}
                  {...form.register(field.key, { validate: field.validate })}
                />
                {fieldError(field.key)}
              </div>
            ))}
            {emailChanging ? (
              <div className="sm:col-span-2">
                <Label htmlFor={`${id}-currentPassword`}>
                  {t('profile.overview.currentPassword')}
                </Label>
                <Input
                  className={invalidClass}
                  id={`${id}-currentPassword`}
                  type="password"
                  autoComplete="current-password"
                  {...invalid('currentPassword')}
                  aria-describedby={
                    errors.currentPassword
                      ? `${id}-currentPassword-error ${id}-currentPassword-hint`
                      : `${id}-currentPassword-hint`
                  }
                  {...form.register('currentPassword', {
                    validate: (v) =>
                      !isNewEmail(user, form.getValues('email')) ||
                      v !== '' ||
                      t('profile.overview.currentPasswordRequired'),
                  })}
                />
                {fieldError('currentPassword')}
                <p
                  id={`${id}-currentPassword-hint`}
                  className="mt-1 text-xs text-slate-500 dark:text-slate-400"
                >
                  {t('profile.overview.currentPasswordHint')}
                </p>
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={stopEditing} disabled={update.isPending}>
              {t('profile.overview.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              <BusyLabel busy={update.isPending} busyText={t('profile.overview.saving')}>
                {t('profile.overview.save')}
              </BusyLabel>
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          {[...readOnlyRows, ...infoRows].map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {row.label}
              </dt>
              <dd
                data-testid={`profile-${row.key}`}
                className="mt-0.5 text-sm break-words text-slate-900 dark:text-white"
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
