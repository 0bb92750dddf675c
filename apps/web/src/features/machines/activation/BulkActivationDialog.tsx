import {
  MachineListResponse,
  type ActivationState,
  type ActivationStep,
  type Machine,
} from '@dd/contract';
import { ListChecks } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useBulkActivation, useMachines } from '../../../api/machines';
import { useUser } from '../../../api/session';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input, Label } from '../../../components/ui/Field';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { TextField } from '../../../components/forms/FormField';
import { Spinner } from '../../../components/ui/Spinner';
import { api } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { ExtraField } from './ExtraField';
import { extraOf, statesBefore, stepsForRole } from './steps';
import { DeviceList, PAGE_SIZE } from './DeviceList';
import { ProblemAlert } from '../../../components/ui/ProblemAlert';
import { today } from '../../../lib/clock';

/** The Machines screen's "Update activation" button and its dialog (nothing for other roles). */
export function BulkActivationAction() {
  const { t } = useTranslation();
  const steps = stepsForRole(useUser().userType);
  const [open, setOpen] = useState(false);
  if (steps.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ListChecks className="size-4" aria-hidden="true" />
        {t('machines.activation.bulk.button')}
      </Button>
      {open ? <BulkActivationDialog steps={steps} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Phase = 'pick' | 'confirm' | 'done';

/** Pick a step, tick (or scan) the devices that may take it, give the date; confirm; the result. */
function BulkActivationDialog({
  steps,
  onClose,
}: {
  steps: ActivationStep[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = { step: useId(), from: useId(), scan: useId(), date: useId(), extra: useId() };
  const [step, setStep] = useState<ActivationStep>(steps[0]!);
  const [from, setFrom] = useState<ActivationState>(statesBefore(steps[0]!)[0]!);
  const [page, setPage] = useState(1);
  const devices = useMachines({ activationState: from, page, pageSize: PAGE_SIZE });
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [scan, setScan] = useState('');
  const [scanNote, setScanNote] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [extra, setExtra] = useState('');
  const [phase, setPhase] = useState<Phase>('pick');
  const [problem, setProblem] = useState<string | null>(null);
  const [updated, setUpdated] = useState(0);
  const mutation = useBulkActivation();
  const list = devices.data?.machines ?? [];
  const stepName = t(`machines.activation.states.${step}`);

  const reset = (nextStep: ActivationStep, nextFrom: ActivationState) => {
    setStep(nextStep);
    setFrom(nextFrom);
    setPage(1);
    setPicked(new Map());
    setScanNote(null);
    setProblem(null);
  };
  const toggle = (m: Machine, on?: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      if (on ?? !next.has(m.id)) next.set(m.id, m.serialNumber);
      else next.delete(m.id);
      return next;
    });

  /** A scanner types the serial and Enter: tick it when it may take the step, else say so. */
  const onScan = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const serial = scan.trim();
    if (!serial) return;
    const same = (m: Machine) => m.serialNumber.toLowerCase() === serial.toLowerCase();
    let found = list.find(same);
    if (!found) {
      try {
        const answer = await api.get('/machines', {
          schema: MachineListResponse,
          query: { activationState: from, search: serial, pageSize: 25 },
        });
        found = answer.machines.find(same);
      } catch {
        found = undefined;
      }
    }
    if (found) {
      toggle(found, true);
      setScanNote(t('machines.activation.bulk.scanned', { serial: found.serialNumber }));
    } else {
      setScanNote(t('machines.activation.bulk.notInList', { serial }));
    }
    setScan('');
  };

  const dateProblem = !date
    ? t('machines.activation.bulk.dateRequired')
    : date > today()
      ? t('machines.activation.bulk.dateFuture')
      : null;
  const ready = picked.size > 0 && !dateProblem;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (ready) setPhase('confirm');
  };
  const submit = async () => {
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({
        machineIds: [...picked.keys()],
        step,
        date,
        ...extraOf(step, extra),
      });
      setUpdated(answer.updated);
      setPhase('done');
      toast.success(t('machines.activation.bulk.done', { count: answer.updated, step: stepName }));
    } catch (error) {
      setProblem(errorText(error, t, t('machines.activation.failed')));
      setPhase('pick');
    }
  };

  const footer =
    phase === 'done' ? (
      <Button onClick={onClose}>{t('common.close')}</Button>
    ) : phase === 'confirm' ? (
      <>
        <Button variant="secondary" onClick={() => setPhase('pick')}>
          {t('machines.activation.bulk.back')}
        </Button>
        <Button onClick={() => void submit()} disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {t('common.confirm')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="bulk-activation-form" disabled={!ready}>
          {t('machines.activation.bulk.submit', { count: picked.size })}
        </Button>
      </>
    );

  return (
    <Dialog
      dirty={phase !== 'done' && (picked.size > 0 || scan !== '' || extra.trim() !== '')}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('machines.activation.bulk.title')}
      description={t('machines.activation.bulk.description')}
      size="lg"
      footer={footer}
    >
      <ProblemAlert className="mb-3">{problem}</ProblemAlert>
      {phase === 'done' ? (
        <p role="status" className="text-sm text-slate-900 dark:text-slate-100">
          {t('machines.activation.bulk.done', { count: updated, step: stepName })}
        </p>
      ) : phase === 'confirm' ? (
        <p
          data-testid="bulk-activation-confirm"
          className="text-sm text-slate-900 dark:text-slate-100"
        >
          {t('machines.activation.bulk.confirm', { count: picked.size, step: stepName, date })}
        </p>
      ) : (
        <form id="bulk-activation-form" className="grid gap-4" noValidate onSubmit={review}>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              id={ids.step}
              label={t('machines.activation.bulk.step')}
              value={step}
              onChange={(e) => {
                const next = e.target.value as ActivationStep;
                reset(next, statesBefore(next)[0]!);
              }}
              choices={steps}
              choiceLabel={(s) => t(`machines.activation.steps.${s}`)}
            />
            <ChoiceField
              id={ids.from}
              label={t('machines.activation.bulk.from')}
              value={from}
              disabled={statesBefore(step).length < 2}
              onChange={(e) => reset(step, e.target.value as ActivationState)}
              choices={statesBefore(step)}
              choiceLabel={(s) => t(`machines.activation.states.${s}`)}
            />
          </div>
          <div>
            <TextField
              id={ids.scan}
              label={t('machines.activation.bulk.scan')}
              value={scan}
              autoComplete="off"
              placeholder={t('machines.activation.bulk.scanHint')}
              onChange={(e) => setScan(e.target.value)}
              onKeyDown={(e) => void onScan(e)}
            />
            {scanNote ? (
              <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {scanNote}
              </p>
            ) : null}
          </div>
          <DeviceList
            devices={devices}
            list={list}
            page={page}
            onPage={setPage}
            picked={picked}
            onToggle={toggle}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={ids.date}>{t('machines.activation.date')}</Label>
              <Input
                id={ids.date}
                type="date"
                value={date}
                max={today()}
                required
                aria-invalid={dateProblem ? true : undefined}
                aria-describedby={dateProblem ? `${ids.date}-problem` : undefined}
                onChange={(e) => setDate(e.target.value)}
              />
              {dateProblem ? (
                <p
                  id={`${ids.date}-problem`}
                  className="mt-1 text-sm text-red-700 dark:text-red-300"
                >
                  {dateProblem}
                </p>
              ) : null}
            </div>
            <ExtraField id={ids.extra} step={step} value={extra} onChange={setExtra} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
