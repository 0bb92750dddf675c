import { LANGUAGES, USER_TYPES, type Language, type UserType } from '@dd/contract';
import { Eye, EyeOff, Info } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/Brand';
import { useSession } from '../../api/session';
import { Button, focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Input, Label } from '../../components/ui/Field';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { TextField } from '../../components/forms/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { errorText } from '../../lib/errors';
import { useMeta } from '../../api/auth';
import { applyLanguage } from '../../i18n';
import { LANGUAGE_NAMES, pickOnSignIn, signedOutLanguage } from '../../i18n/language-choice';
import { CodeStep } from './CodeStep';
import { DEMO_ADMIN } from './demo-admin';

/** docs/product/screens.md, Login. */
export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<Language>(signedOutLanguage);
  const [userType, setUserType] = useState<UserType>('admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set when the password was right and the account has 2FA: the code screen shows.
  const [challenge, setChallenge] = useState<string | null>(null);

  // The demo hint only shows when the server says it runs with demo data.
  const meta = useMeta();
  const demoMode = meta.data?.demoMode === true;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    toast.dismiss(); // an earlier failure's message is no longer news
    setBusy(true);
    try {
      const outcome = await login({ email: email.trim(), password, userType });
      if ('challenge' in outcome) {
        setChallenge(outcome.challenge);
        setBusy(false);
        return;
      }
      await signedIn();
    } catch (error) {
      toast.error(errorText(error, t, t('auth.login.failed')));
      setPassword('');
      setBusy(false);
      passwordRef.current?.focus();
    }
  };

  const signedIn = async () => {
    toast.success(t('auth.login.success'));
    await navigate('/dashboard', { replace: true });
  };

  /** Back from the code screen: the password is asked again (the challenge is spent or old). */
  const backToPassword = () => {
    setChallenge(null);
    setPassword('');
    setTimeout(() => passwordRef.current?.focus(), 0);
  };

  /** Shown at once; the sign-in that follows makes it the account's language. */
  const chooseLanguage = (chosen: Language) => {
    pickOnSignIn(chosen);
    setLanguage(applyLanguage(chosen));
  };

  const fillDemo = () => {
    setUserType('admin');
    setEmail(DEMO_ADMIN.email);
    setPassword(DEMO_ADMIN.password);
  };

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-slate-50 via-white to-indigo-50 px-4 py-10 dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950/40">
      <main className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Brand />
        </div>
        <Card className="p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">
          {challenge ? (
            <CodeStep
              email={email.trim()}
              challenge={challenge}
              onSignedIn={signedIn}
              onBack={backToPassword}
            />
          ) : (
            <>
              <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {t('auth.login.title')}
              </h1>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('auth.login.subtitle')}
              </p>

              <form className="mt-6 space-y-5" onSubmit={(e) => void submit(e)} aria-busy={busy}>
                <ChoiceField
                  id={`${id}-language`}
                  label={t('auth.login.language')}
                  name="language"
                  value={language}
                  onChange={(e) => chooseLanguage(e.target.value as Language)}
                  choices={LANGUAGES}
                  choiceLabel={(lang) => LANGUAGE_NAMES[lang]}
                  choiceLang={(lang) => lang}
                />

                <ChoiceField
                  id={`${id}-type`}
                  label={t('auth.login.userType')}
                  name="userType"
                  value={userType}
                  onChange={(e) => setUserType(e.target.value as UserType)}
                  choices={USER_TYPES}
                  choiceLabel={(type) => t(`userType.${type}`)}
                />

                <TextField
                  id={`${id}-email`}
                  label={t('auth.login.email')}
                  name="email"
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  required
                  placeholder={t('auth.login.emailPlaceholder')}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />

                <div>
                  <Label htmlFor={`${id}-password`}>{t('auth.login.password')}</Label>
                  <div className="relative">
                    <Input
                      ref={passwordRef}
                      id={`${id}-password`}
                      name="password"
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      required
                      placeholder={t('auth.login.passwordPlaceholder')}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      className="pr-11"
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={
                        showPassword ? t('auth.login.hidePassword') : t('auth.login.showPassword')
                      }
                      aria-pressed={showPassword}
                      aria-controls={`${id}-password`}
                      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-200 dark:focus-visible:outline-indigo-400"
                    >
                      {showPassword ? (
                        <EyeOff aria-hidden="true" className="size-4" />
                      ) : (
                        <Eye aria-hidden="true" className="size-4" />
                      )}
                    </button>
                  </div>
                </div>

                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  {busy ? (
                    <>
                      <Spinner />
                      {t('auth.login.submitting')}
                    </>
                  ) : (
                    t('auth.login.submit')
                  )}
                </Button>
              </form>

              {demoMode ? (
                <div className="mt-6 flex items-start gap-3 rounded-lg border border-indigo-100 bg-indigo-50 p-3 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <div className="min-w-0 flex-1">
                    <p className="break-words">
                      {t('auth.login.demoHint', {
                        email: DEMO_ADMIN.email,
                        password: DEMO_ADMIN.password,
                      })}
                    </p>
                    <button
                      type="button"
                      onClick={fillDemo}
                      disabled={busy}
                      className={cn(
                        'mt-1 rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
                        focusRing,
                      )}
                    >
                      {t('auth.login.useDemo')}
                    </button>
                  </div>
                </div>
              ) : null}
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
