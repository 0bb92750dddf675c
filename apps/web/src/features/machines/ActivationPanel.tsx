import { ACTIVATION_NEXT, type ActivationStep, type Machine, type UserType } from '@dd/contract';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Field';
import { useActivationStep } from '../../api/machines';
import { isQueued, useWaitingDecision } from '../../api/offline-queue';
import { WaitingReason, waitingReasonOf } from '../../components/QueuedBadges';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { activationStateTone } from '../../lib/status-tones';
import { useUser } from '../../api/session';
import { ExtraField } from './activation/ExtraField';
import { retailerLabel } from './holder-filters';
import { extraOf, stepsForRole } from './activation/steps';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { today } from '../../lib/clock';

/**
 * The next steps of the device that the role may record (activation/steps.ts); not installed
 * while its order is not delivered (the server refuses it: activation_not_delivered).
 */
function stepsFor(role: UserType, machine: Machine): ActivationStep[] {
  const state = machine.activationState;
  if (!state) return [];
  const allowed = stepsForRole(role);
  return ACTIVATION_NEXT[state].filter(
    (s) => allowed.includes(s) && !(s === 'INSTALLED' && machine.awaitingDelivery),
  );
}

/** The machine detail's activation section: its state and dates, and the next steps. */
export function ActivationPanel({ machine }: { machine: Machine }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const role = useUser().userType;
  const [step, setStep] = useState<ActivationStep | null>(null);
  const decision = useWaitingDecision('machine', machine.id);
  const waiting = decision.queued.filter((a) => a.kind === 'activationStep');
  const state = machine.activationState ?? null;
  const none = t('common.none');
  return (
    <section
      aria-labelledby="activation-title"
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id="activation-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('machines.activation.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('machines.activation.state')}
          </dt>
          <dd className="mt-0.5">
            {state ? (
              <Badge tone={activationStateTone(state)}>
                {t(`machines.activation.states.${state}`)}
              </Badge>
            ) : (
              t('machines.activation.notAtRetailer')
            )}
          </dd>
        </div>
        {state ? (
          <>
            <Fact
              label={t('machines.activation.shop')}
              value={
                retailerLabel(machine.retailerShopName ?? null, machine.retailerName ?? null) ||
                none
              }
            />
            <Fact
              label={t('machines.activation.allottedAt')}
              value={machine.allottedAt ? dates.dateTime(machine.allottedAt) : none}
            />
            <Fact
              label={t('machines.activation.installedOn')}
              value={dates.date(machine.installedOn) || none}
            />
            <Fact
              label={t('machines.activation.installLocation')}
              value={machine.installLocation ?? none}
            />
            <Fact
              label={t('machines.activation.activatedOn')}
              value={dates.date(machine.activatedOn) || none}
            />
            <Fact
              label={t('machines.activation.activationRef')}
              value={machine.activationRef ?? none}
            />
          </>
        ) : null}
      </dl>
      {waiting.length > 0 ? (
        <ul aria-label={t('offline.queue.title')} className="mt-3 space-y-1 text-sm">
          {waiting.map((a) => (
            <li key={a.id} data-queued={a.status}>
              <Badge tone={a.status === 'refused' ? 'red' : 'blue'}>
                {a.status === 'refused' ? t('offline.queue.refused') : t('offline.waiting')}
              </Badge>{' '}
              {t(`machines.activation.steps.${a.subject.step as ActivationStep}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <WaitingReason decision={decision} className="mt-2" />
      {step ? (
        <StepForm
          machineId={machine.id}
          serialNumber={machine.serialNumber}
          step={step}
          onDone={() => setStep(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {stepsFor(role, machine).map((s) => (
            <Button
              key={s}
              variant="secondary"
              size="sm"
              onClick={() => setStep(s)}
              disabled={decision.waiting}
              aria-describedby={waitingReasonOf(decision)}
            >
              {t(`machines.activation.steps.${s}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

function StepForm({
  machineId,
  serialNumber,
  step,
  onDone,
}: {
  machineId: number;
  serialNumber: string;
  step: ActivationStep;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useActivationStep(machineId, serialNumber);
  const [date, setDate] = useState(today);
  const [extra, setExtra] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({ step, date, ...extraOf(step, extra) });
      if (isQueued(answer)) toast(t('offline.waiting'));
      else toast.success(t('machines.activation.success'));
      onDone();
    } catch (error) {
      setProblem(errorText(error, t, t('machines.activation.failed')));
    }
  };

  return (
    <form className="mt-3 space-y-3" noValidate onSubmit={(e) => void submit(e)}>
      <ProblemAlert>{problem}</ProblemAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="activation-date">{t('machines.activation.date')}</Label>
          <Input
            id="activation-date"
            type="date"
            value={date}
            max={today()}
            required
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <ExtraField id="activation-extra" step={step} value={extra} onChange={setExtra} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('machines.activation.saving')
            : t(`machines.activation.steps.${step}`)}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
