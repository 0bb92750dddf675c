import { MIN_PASSWORD_LENGTH, type User } from '@dd/contract';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Field';
import { BusyLabel } from '../../components/forms/BusyLabel';
import { isApiError } from '../../lib/api';
import { codeText, errorText } from '../../lib/errors';
import { useChangePassword } from '../../api/profile';
import { serverOrLocal } from './messages';
import { checkNewPassword, type PasswordProblem } from './password-rules';
import { Section } from './Section';

/** A field marked aria-invalid gets a red border. */
const invalidClass = 'aria-invalid:border-red-500 dark:aria-invalid:border-red-400';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password toggles the form; docs/product/rules.md's checks run before the call. */
export function PasswordSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  // 'weak': the server's strength check refused the new password (shown under that field).
  const [problem, setProblem] = useState<PasswordProblem | 'weak' | 'server' | null>(null);
  const change = useChangePassword();

  const close = () => {
    setValues(EMPTY);
    setProblem(null);
    setOpen(false);
    setTimeout(() => document.getElementById(`${id}-toggle`)?.focus(), 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = checkNewPassword(values.newPassword, values.confirmPassword);
    if (found) {
      setProblem(found);
      toast.error(
        found === 'mismatch'
          ? t('profile.messages.mismatch')
          : t('profile.messages.tooShort', { min: MIN_PASSWORD_LENGTH }),
      );
      document.getElementById(found === 'mismatch' ? `${id}-confirm` : `${id}-new`)?.focus();
      return;
    }
    setProblem(null);
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast.success(
        serverOrLocal(i18n.language, answer?.message, t('profile.messages.passwordChanged')),
      );
      close();
    } catch (error) {
      const weak = isApiError(error) && error.code === 'password_too_weak';
      setProblem(weak ? 'weak' : 'server');
      if (weak) document.getElementById(`${id}-new`)?.focus();
      else toast.error(errorText(error, t, t('profile.messages.passwordFailed')));
    }
  };

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    setProblem(null);
  };

  const fields = [
    {
      key: 'currentPassword',
      id: 'current',
      autoComplete: 'current-password',
      invalid: problem === 'server',
    },
    {
      key: 'newPassword',
      id: 'new',
      autoComplete: 'new-password',
      invalid: problem === 'tooShort' || problem === 'weak',
      describedBy: problem === 'weak' ? `${id}-weak ${id}-hint` : `${id}-hint`,
      notes: (
        <>
          {problem === 'weak' ? (
            <p id={`${id}-weak`} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {codeText(t, 'password_too_weak')}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t('profile.password.hint', { min: MIN_PASSWORD_LENGTH })}
          </p>
        </>
      ),
    },
    {
      key: 'confirmPassword',
      id: 'confirm',
      autoComplete: 'new-password',
      invalid: problem === 'mismatch',
    },
  ] satisfies {
    key: keyof typeof EMPTY;
    id: 'current' | 'new' | 'confirm';
    autoComplete: string;
    invalid: boolean;
    describedBy?: string;
    notes?: ReactNode;
  }[];

  return (
    <Section
      title={t('profile.password.heading')}
      description={t('profile.password.lastChanged')}
      actions={
        <Button
          id={`${id}-toggle`}
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? `${id}-form` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {t('profile.password.change')}
        </Button>
      }
    >
      {open ? (
        <form
          id={`${id}-form`}
          onSubmit={(event) => void submit(event)}
          className="max-w-md space-y-4"
          aria-busy={change.isPending}
        >
          {/* A hidden username helps password managers pick the right account. */}
          <input type="hidden" autoComplete="username" value={user.email} readOnly />
          {fields.map((field) => (
            <div key={field.key}>
              <Label htmlFor={`${id}-${field.id}`}>{t(`profile.password.${field.id}`)}</Label>
              <Input
                className={invalidClass}
                id={`${id}-${field.id}`}
                type="password"
                autoComplete={field.autoComplete}
                required
                autoFocus={field.key === 'currentPassword'}
                value={values[field.key]}
                onChange={set(field.key)}
                aria-describedby={field.describedBy}
                aria-invalid={field.invalid || undefined}
              />
              {field.notes}
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={change.isPending}>
              <BusyLabel busy={change.isPending} busyText={t('profile.password.submitting')}>
                {t('profile.password.submit')}
              </BusyLabel>
            </Button>
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              {t('profile.password.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  );
}
