import type { TwoFactorSetupResponse } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../../api/two-factor';
import { CheckboxLine } from '../../components/forms/CheckboxLine';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { TwoFactorCodeField, TwoFactorPasswordField } from './TwoFactorFields';

/**
 * Enrolment: the password starts it; the server's QR code (made on the server, shown as a
 * data: image) and the key as text; the first code from the app turns 2FA on. It offers to end
 * the other sessions (ticked) and the API tokens (not ticked: a script would stop): both were
 * opened without a second factor.
 */
export function TwoFactorSetup({
  email,
  onEnabled,
  onCancel,
}: {
  email: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [revokeApiTokens, setRevokeApiTokens] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const failed = (error: unknown) =>
    toast.error(errorText(error, t, t('profile.twoFactor.failed')));

  const begin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    try {
      setSetup(await start.mutateAsync({ password }));
      setPassword('');
    } catch (error) {
      failed(error);
      setPassword('');
      document.getElementById(`${id}-password`)?.focus();
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enable.isPending) return;
    try {
      const answer = await enable.mutateAsync({
        code: code.replace(/\s/g, ''),
        endOtherSessions,
        revokeApiTokens,
      });
      toast.success(t('profile.twoFactor.enabled'));
      onEnabled(answer.recoveryCodes);
    } catch (error) {
      failed(error);
      setCode('');
      if (isApiError(error) && error.code === 'two_factor_not_started') setSetup(null);
      else document.getElementById(`${id}-code`)?.focus();
    }
  };

  const copyKey = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('profile.twoFactor.copied'));
    } catch {
      toast.error(t('profile.twoFactor.copyFailed'));
    }
  };

  if (!setup) {
    return (
      <form
        onSubmit={(event) => void begin(event)}
        className="max-w-md space-y-4"
        aria-busy={start.isPending}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('profile.twoFactor.passwordToStart')}
        </p>
        <TwoFactorPasswordField
          id={`${id}-password`}
          email={email}
          value={password}
          onChange={setPassword}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? <Spinner /> : null}
            {t('profile.twoFactor.continue')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={start.isPending}>
            {t('profile.twoFactor.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      onSubmit={(event) => void confirm(event)}
      className="space-y-4"
      aria-busy={enable.isPending}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile.twoFactor.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('profile.twoFactor.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
      />
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('profile.twoFactor.manual')}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code
            data-testid="two-factor-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {setup.secret}
          </code>
          <Button variant="ghost" size="sm" onClick={() => void copyKey(setup.secret)}>
            {t('profile.twoFactor.copyKey')}
          </Button>
        </div>
      </div>
      <div className="max-w-xs">
        <TwoFactorCodeField
          id={`${id}-code`}
          label={t('profile.twoFactor.code')}
          value={code}
          onChange={setCode}
          autoFocus
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600 dark:text-slate-400">
          {t('profile.twoFactor.otherAccess')}
        </legend>
        <CheckboxLine checked={endOtherSessions} onChange={setEndOtherSessions}>
          {t('profile.twoFactor.endOtherSessions')}
        </CheckboxLine>
        <CheckboxLine checked={revokeApiTokens} onChange={setRevokeApiTokens}>
          {t('profile.twoFactor.revokeApiTokens')}
        </CheckboxLine>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? (
            <>
              <Spinner />
              {t('profile.twoFactor.turningOn')}
            </>
          ) : (
            t('profile.twoFactor.turnOn')
          )}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          {t('profile.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
