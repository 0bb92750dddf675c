import { can, type Machine, type MachineSwapResponse } from '@dd/contract';
import { ArrowLeftRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMachineSwaps, useSwapCheck, useSwapMachine } from '../../api/machine-swaps';
import { isQueued, useOnline, useWaitingDecision } from '../../api/offline-queue';
import { QueuedBadges, waitingReasonOf } from '../../components/QueuedBadges';
import { useInventory } from '../../api/service-providers';
import { useUser } from '../../api/session';
import { CameraButton } from '../../components/scan/CameraButton';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Input, Label } from '../../components/ui/Field';
import { NotesField } from '../../components/forms/NotesField';
import { errorText } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { identifierTexts, OverwriteWarning, SwapCheckNote } from './SwapCheck';
import { Serial } from '../../components/ui/Serial';

type Pick = { id?: number; serial: string };

/**
 * "Swap faulty device" on an assigned machine's detail (admins and the holding distributor):
 * pick an AVAILABLE replacement of the same type and provider (scan or type its serial + Enter,
 * or search), which the server checks at once; give a reason, confirm (saying whether the
 * TID/MID/QR move and what of the replacement's own they overwrite), see what moved.
 */
export function SwapFaultyDevice({ machine }: { machine: Machine }) {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(false);
  // The dialog stays open after the swap (the machine is MAINTENANCE then) to show the result.
  // A swap or an activation step of the device waiting offline disables it (the activation
  // panel of the same dialog shows why).
  const waiting = useWaitingDecision('machine', machine.id);
  const allowed = machine.status === 'ASSIGNED' && can(user.userType, 'machines:swap');
  return (
    <>
      <QueuedBadges
        actions={waiting.queued.filter((a) => a.kind === 'swap')}
        what={() => t('machines.swap.action')}
      />
      {allowed ? (
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          disabled={waiting.waiting}
          aria-describedby={waitingReasonOf(waiting)}
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          {t('machines.swap.action')}
        </Button>
      ) : null}
      {open ? <SwapDialog machine={machine} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SwapDialog({ machine, onClose }: { machine: Machine; onClose: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(newIdempotencyKey);
  const [typed, setTyped] = useState('');
  const [pick, setPick] = useState<Pick | null>(null);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MachineSwapResponse | null>(null);
  const swap = useSwapMachine(machine.id, machine.serialNumber);
  // Offline the server cannot check the replacement now: it does when the queued swap is sent.
  const online = useOnline();
  const check = useSwapCheck(
    machine.id,
    pick &&
      (pick.id !== undefined
        ? { replacementMachineId: pick.id }
        : { replacementSerial: pick.serial }),
  );
  const rule = useMachineSwaps(machine.id).data?.swapMapping;
  const providerId = machine.serviceProviderId ?? 0;
  const stock = useInventory(providerId, {
    status: 'AVAILABLE',
    type: machine.type,
    search: typed.trim() || undefined,
    pageSize: 8,
  });
  const candidates = [
    ...(stock.data?.inventory.pos ?? []),
    ...(stock.data?.inventory.soundbox ?? []),
  ]
    .filter((m) => m.id !== machine.id)
    .slice(0, 8);

  // The replacement's serial, typed + Enter or read by the camera: the server checks it at once.
  const pickSerial = (serial: string) => {
    const known = candidates.find((m) => m.serialNumber.toLowerCase() === serial.toLowerCase());
    setPick(known ? { id: known.id, serial: known.serialNumber } : { serial });
  };
  const onSerialKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const serial = typed.trim();
    if (serial) pickSerial(serial);
  };
  const onCameraRead = async ([serial]: string[]): Promise<ScanOutcome[]> => {
    if (!serial) return [];
    setTyped(serial);
    pickSerial(serial);
    return [{ serial, result: 'added' }];
  };

  const submit = async () => {
    if (!pick || (online && !check.data)) return;
    setProblem(null);
    const replacement = check.data
      ? { replacementMachineId: check.data.replacement.id }
      : pick.id !== undefined
        ? { replacementMachineId: pick.id }
        : { replacementSerial: pick.serial };
    try {
      const answer = await swap.mutateAsync({
        key,
        body: { ...replacement, reason: reason.trim() },
        replacement: pick.serial,
      });
      if (isQueued(answer)) {
        toast(t('offline.waiting'));
        onClose();
        return;
      }
      setResult(answer);
      toast.success(t('machines.swap.success', { serial: answer.replacement.serialNumber }));
    } catch (error) {
      const message = errorText(error, t, t('machines.swap.failed'));
      setProblem(message);
      setStep('pick');
      toast.error(message);
    }
  };

  const hasMapping = Boolean(machine.tid || machine.mid || machine.qrCode);
  const mappingText =
    rule === 'ISSUE_NEW'
      ? t('machines.swap.mappingStays', { faulty: machine.serialNumber, replacement: pick?.serial })
      : hasMapping
        ? t('machines.swap.mappingMoves', {
            faulty: machine.serialNumber,
            replacement: pick?.serial,
          })
        : t('machines.swap.mappingNone', { faulty: machine.serialNumber });
  const ready = pick !== null && (check.isSuccess || !online) && reason.trim().length > 0;

  const footer = result ? (
    <Button onClick={onClose}>{t('common.close')}</Button>
  ) : step === 'confirm' ? (
    <>
      <Button variant="secondary" onClick={() => setStep('pick')} disabled={swap.isPending}>
        {t('machines.swap.back')}
      </Button>
      <Button onClick={() => void submit()} disabled={swap.isPending}>
        {swap.isPending ? t('machines.swap.swapping') : t('machines.swap.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button onClick={() => setStep('confirm')} disabled={!ready}>
        {t('machines.swap.next')}
      </Button>
    </>
  );

  return (
    <Dialog
      dirty={!result && (typed.trim() !== '' || pick !== null || reason.trim() !== '')}
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('machines.swap.title')}
      description={machine.serialNumber}
      footer={footer}
    >
      <ProblemAlert className="mb-4">{problem}</ProblemAlert>
      {result ? (
        <SwapResult result={result} />
      ) : step === 'confirm' && pick ? (
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>
            {t('machines.swap.confirmText', {
              faulty: machine.serialNumber,
              replacement: pick.serial,
            })}
          </p>
          <p className="font-medium text-slate-900 dark:text-white" data-testid="swap-mapping">
            {mappingText}
          </p>
          <OverwriteWarning check={check.data} faulty={machine.serialNumber} />
          {check.data ? null : <p>{t('offline.swapUnchecked')}</p>}
          <p>{t('machines.swap.reasonShown', { reason: reason.trim() })}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <div>
            <Label htmlFor="swap-serial">{t('machines.swap.serial')}</Label>
            <div className="flex gap-2">
              <Input
                id="swap-serial"
                className="min-w-0 flex-1"
                value={typed}
                autoComplete="off"
                placeholder={t('machines.swap.serialHint')}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={onSerialKey}
              />
              <CameraButton onSerials={onCameraRead} single />
            </div>
            {candidates.length > 0 ? (
              <ul
                className="mt-2 max-h-48 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
                aria-label={t('machines.swap.candidates')}
              >
                {candidates.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      aria-pressed={pick?.id === m.id}
                      className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 aria-pressed:bg-indigo-50 dark:hover:bg-slate-800 dark:aria-pressed:bg-indigo-500/15"
                      onClick={() => setPick({ id: m.id, serial: m.serialNumber })}
                    >
                      <Serial>{m.serialNumber}</Serial>
                      <span className="truncate text-slate-600 dark:text-slate-400">{m.model}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : stock.isSuccess ? (
              <p className="mt-2 text-sm text-slate-500">{t('machines.swap.noCandidates')}</p>
            ) : null}
          </div>
          <div className="space-y-2">
            <p className="text-sm" data-testid="swap-pick">
              {pick ? (
                t('machines.swap.picked', { serial: pick.serial })
              ) : (
                <span className="text-slate-500">{t('machines.swap.nothingPicked')}</span>
              )}
            </p>
            {!pick ? null : check.data || online ? (
              <SwapCheckNote serial={pick.serial} faulty={machine.serialNumber} check={check} />
            ) : (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {t('offline.swapUnchecked')}
              </p>
            )}
          </div>
          <div>
            <NotesField
              id="swap-reason"
              label={t('machines.swap.reason')}
              required
              rows={3}
              maxLength={500}
              value={reason}
              onChange={setReason}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function SwapResult({ result }: { result: MachineSwapResponse }) {
  const { t } = useTranslation();
  const { faulty, replacement, swap } = result;
  const moved = identifierTexts(t, swap.mapping);
  return (
    <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300" role="status">
      <p>{t('machines.swap.resultFaulty', { serial: faulty.serialNumber })}</p>
      <p>
        {t('machines.swap.resultReplacement', {
          serial: replacement.serialNumber,
          partner: replacement.partner ?? '',
        })}
      </p>
      {moved.length > 0 ? (
        <div data-testid="swap-moved">
          <p>
            {t('machines.swap.resultMoved', {
              faulty: faulty.serialNumber,
              serial: replacement.serialNumber,
            })}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 font-mono break-words">
            {moved.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('machines.swap.resultKept')}</p>
      )}
    </div>
  );
}
