import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { Button, focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Input, Label } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';

const linkClass = cn(
  'rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);

/**
 * The sign-in's second screen (2FA on): a code from the authenticator app, or a recovery code.
 * `onBack` returns to the password screen (asked for, or the challenge expired).
 */
export function CodeStep({
  email,
  challenge,
  onSignedIn,
  onBack,
}: {
  email: string;
  challenge: string;
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { loginWithCode } = useSession();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    toast.dismiss();
    setBusy(true);
    try {
      await loginWithCode(
        recovery
          ? { challenge, recoveryCode: value.trim() }
          : { challenge, code: value.replace(/\s/g, '') },
      );
      await onSignedIn();
    } catch (error) {
      toast.error(errorText(error, t, t('auth.login.failed')));
      setBusy(false);
      if (isApiError(error) && error.code === 'two_factor_sign_in_expired') {
        onBack();
        return;
      }
      setValue('');
      inputRef.current?.focus();
    }
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setValue('');
    inputRef.current?.focus();
  };

  return (
    <>
      <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {t('auth.login.twoFactor.title')}
      </h1>
      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
        {recovery
          ? t('auth.login.twoFactor.recoveryHint', { email })
          : t('auth.login.twoFactor.appHint', { email })}
      </p>
      <form className="mt-6 space-y-5" onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <div>
          <Label htmlFor={`${id}-code`}>
            {recovery ? t('auth.login.twoFactor.recoveryCode') : t('auth.login.twoFactor.code')}
          </Label>
          <Input
            ref={inputRef}
            id={`${id}-code`}
            name={recovery ? 'recoveryCode' : 'code'}
            autoFocus
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            {...(recovery
              ? { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }
              : {
                  autoComplete: 'one-time-code',
                  inputMode: 'numeric' as const,
                  pattern: '[0-9 ]*',
                  maxLength: 7,
                })}
            className="font-mono tracking-widest"
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? (
            <>
              <Spinner />
              {t('auth.login.twoFactor.submitting')}
            </>
          ) : (
            t('auth.login.twoFactor.submit')
          )}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap justify-between gap-3">
        <button type="button" className={linkClass} onClick={switchMode} disabled={busy}>
          {recovery ? t('auth.login.twoFactor.useApp') : t('auth.login.twoFactor.useRecovery')}
        </button>
        <button type="button" className={linkClass} onClick={onBack} disabled={busy}>
          {t('auth.login.twoFactor.back')}
        </button>
      </div>
    </>
  );
}
