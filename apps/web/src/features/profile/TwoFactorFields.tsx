import { useTranslation } from 'react-i18next';
import { Input, Label } from '../../components/ui/Field';

/**
 * The account's password, as the 2FA forms ask it (setup, turning off, new recovery codes),
 * with the hidden user name password managers pair it with.
 */
export function TwoFactorPasswordField({
  id,
  email,
  value,
  onChange,
}: {
  id: string;
  email: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <div>
        <Label htmlFor={id}>{t('profile.twoFactor.password')}</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </>
  );
}

/**
 * A code field: six digits from the authenticator app (a space allowed, the phone offers it),
 * or, with `recovery`, a recovery code as text.
 */
export function TwoFactorCodeField({
  id,
  label,
  value,
  onChange,
  recovery = false,
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="font-mono tracking-widest"
        {...(recovery
          ? { autoComplete: 'off', spellCheck: false }
          : {
              autoComplete: 'one-time-code',
              inputMode: 'numeric' as const,
              pattern: '[0-9 ]*',
              maxLength: 7,
            })}
      />
    </>
  );
}
