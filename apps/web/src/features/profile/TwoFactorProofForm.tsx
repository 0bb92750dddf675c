import type { TwoFactorProofRequest } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/errors';
import { TwoFactorCodeField, TwoFactorPasswordField } from './TwoFactorFields';

/**
 * The password and a current code (or a recovery code): what turning 2FA off and making new
 * recovery codes ask for. `send` makes the call; a refusal keeps the form open.
 */
export function TwoFactorProofForm({
  email,
  hint,
  submitLabel,
  danger = false,
  send,
  onCancel,
}: {
  email: string;
  hint: string;
  submitLabel: string;
  danger?: boolean;
  send: (proof: TwoFactorProofRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await send(
        recovery
          ? { password, recoveryCode: code.trim() }
          : { password, code: code.replace(/\s/g, '') },
      );
    } catch (error) {
      toast.error(errorText(error, t, t('profile.twoFactor.failed')));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-md space-y-4" aria-busy={busy}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      <TwoFactorPasswordField
        id={`${id}-password`}
        email={email}
        value={password}
        onChange={setPassword}
      />
      <div>
        <TwoFactorCodeField
          id={`${id}-code`}
          label={recovery ? t('profile.twoFactor.proofRecovery') : t('profile.twoFactor.proofCode')}
          value={code}
          onChange={setCode}
          recovery={recovery}
        />
        <button
          type="button"
          onClick={() => {
            setRecovery((current) => !current);
            setCode('');
          }}
          className={cn(
            'mt-2 rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
            focusRing,
          )}
        >
          {recovery ? t('profile.twoFactor.useApp') : t('profile.twoFactor.useRecovery')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
          {busy ? (
            <>
              <Spinner />
              {t('profile.twoFactor.working')}
            </>
          ) : (
            submitLabel
          )}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('profile.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
