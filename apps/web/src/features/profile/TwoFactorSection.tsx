import type { User } from '@dd/contract';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
} from '../../api/two-factor';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useFormatters } from '../../lib/format';
import { RecoveryCodes } from './RecoveryCodes';
import { Section, SectionLoading } from './Section';
import { TwoFactorProofForm } from './TwoFactorProofForm';
import { TwoFactorSetup } from './TwoFactorSetup';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup' }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

/** Profile > Security: two-factor sign-in (TOTP) on or off, and the recovery codes. */
export function TwoFactorSection({ user, timeZone }: { user: User; timeZone: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters(timeZone);
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const idle = () => setStage({ kind: 'idle' });
  const state = status.data;

  const actions =
    state && stage.kind === 'idle' ? (
      state.enabled ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setStage({ kind: 'regenerate' })}>
            {t('profile.twoFactor.newCodes')}
          </Button>
          {state.required ? null : (
            <Button variant="secondary" size="sm" onClick={() => setStage({ kind: 'disable' })}>
              {t('profile.twoFactor.turnOff')}
            </Button>
          )}
        </div>
      ) : (
        <Button size="sm" onClick={() => setStage({ kind: 'setup' })}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.setUp')}
        </Button>
      )
    ) : null;

  return (
    <Section
      title={t('profile.twoFactor.heading')}
      description={t('profile.twoFactor.description')}
      actions={actions}
    >
      {status.isPending ? (
        <SectionLoading />
      ) : !state ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          {t('profile.twoFactor.loadFailed')}
        </p>
      ) : (
        <div className="space-y-4">
          {state.required && !state.enabled ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
            >
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('profile.twoFactor.required')}
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Badge tone={state.enabled ? 'green' : 'slate'}>
              {state.enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
            </Badge>
            {state.enabled && state.enabledAt ? (
              <span>
                {t('profile.twoFactor.enabledSince', {
                  date: fmt.date(state.enabledAt),
                })}
              </span>
            ) : null}
            {state.enabled ? (
              <span>{t('profile.twoFactor.codesLeft', { count: state.recoveryCodesLeft })}</span>
            ) : null}
          </p>
          {state.enabled && state.required ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('profile.twoFactor.requiredNoOff')}
            </p>
          ) : null}

          {stage.kind === 'setup' ? (
            <TwoFactorSetup
              email={user.email}
              onEnabled={(codes) => setStage({ kind: 'codes', codes })}
              onCancel={idle}
            />
          ) : null}
          {stage.kind === 'codes' ? <RecoveryCodes codes={stage.codes} onDone={idle} /> : null}
          {stage.kind === 'regenerate' ? (
            <TwoFactorProofForm
              email={user.email}
              hint={t('profile.twoFactor.newCodesHint')}
              submitLabel={t('profile.twoFactor.newCodesSubmit')}
              send={async (proof) => {
                const answer = await regenerate.mutateAsync(proof);
                setStage({ kind: 'codes', codes: answer.recoveryCodes });
              }}
              onCancel={idle}
            />
          ) : null}
          {stage.kind === 'disable' ? (
            <TwoFactorProofForm
              email={user.email}
              hint={t('profile.twoFactor.turnOffHint')}
              submitLabel={t('profile.twoFactor.turnOffSubmit')}
              danger
              send={async (proof) => {
                await disable.mutateAsync(proof);
                toast.success(t('profile.twoFactor.disabled'));
                idle();
              }}
              onCancel={idle}
            />
          ) : null}
        </div>
      )}
    </Section>
  );
}
