import { HandoverCode, RECEIPT_STATES, type OrderDetail, type ReceiptState } from '@dd/contract';
import { CheckCircle2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useConfirmReceipt } from '../../../api/order-handover';
import { isQueued } from '../../../api/offline-queue';
import { SerialEntry } from '../../../components/scan/SerialEntry';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input, Label, Select, ValueOptions } from '../../../components/ui/Field';
import { NotesField } from '../../../components/forms/NotesField';
import { Spinner } from '../../../components/ui/Spinner';
import { errorText } from '../../../lib/errors';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { ReasonAlert } from '../components/ReasonAlert';
import { Serial } from '../../../components/ui/Serial';

/**
 * Confirm receipt of an order Out for Delivery: the hand-over code, each device received
 * (ticked by default), missing or damaged, and a note when one is not received. A USB scanner
 * types a serial and Enter into the scan field (or the camera reads it, or a list is pasted):
 * that device is ticked as received.
 * Render it with a `key` per opening so each starts afresh.
 */
export function ConfirmReceiptDialog({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useConfirmReceipt(order.id, order.order_number);
  const [code, setCode] = useState('');
  const [states, setStates] = useState<Record<number, ReceiptState>>(() =>
    Object.fromEntries(order.machines.map((m) => [m.id, 'RECEIVED'])),
  );
  const [scanned, setScanned] = useState<Set<number>>(() => new Set());
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<string | null>(null);

  const bySerial = useMemo(
    () => new Map(order.machines.map((m) => [m.serialNumber.toLowerCase(), m])),
    [order.machines],
  );
  const count = (state: ReceiptState) =>
    order.machines.filter((m) => states[m.id] === state).length;
  const needsNote = count('MISSING') + count('DAMAGED') > 0;
  const codeOk = HandoverCode.safeParse(code).success;

  // A scanner's serial + Enter, the camera or a pasted list: each of the order's devices is
  // ticked as received; the order's own list decides (it came from the server).
  const onSerials = async (serials: string[]): Promise<ScanOutcome[]> => {
    const found = serials.flatMap((serial) => bySerial.get(serial.toLowerCase()) ?? []);
    setStates((s) => ({ ...s, ...Object.fromEntries(found.map((m) => [m.id, 'RECEIVED'])) }));
    setScanned((s) => new Set([...s, ...found.map((m) => m.id)]));
    return serials.map((serial) =>
      bySerial.has(serial.toLowerCase())
        ? { serial, result: 'added', text: t('orders.handover.scanTicked', { serial }) }
        : { serial, result: 'outOfScope', text: t('orders.handover.scanUnknown', { serial }) },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeOk || mutation.isPending) return;
    if (needsNote && !note.trim()) {
      setReason(t('errors.codes.receipt_note_required'));
      return;
    }
    setReason(null);
    const serialsIn = (state: ReceiptState) =>
      order.machines.filter((m) => states[m.id] === state).map((m) => m.serialNumber);
    mutation.mutate(
      {
        code: code.trim(),
        received: serialsIn('RECEIVED'),
        missing: serialsIn('MISSING'),
        damaged: serialsIn('DAMAGED'),
        note: note.trim() || null,
      },
      {
        onSuccess: (answer) => {
          if (isQueued(answer)) toast(t('offline.waiting'));
          else toast.success(t('orders.handover.confirmed'));
          onClose();
        },
        onError: (error) => setReason(errorText(error, t, t('orders.handover.confirmFailed'))),
      },
    );
  };

  return (
    <Dialog
      dirty={code !== '' || scanned.size > 0 || note.trim() !== ''}
      open={open}
      onOpenChange={(next) => {
        if (!next && !mutation.isPending) onClose();
      }}
      title={t('orders.handover.confirmTitle')}
      description={t('orders.handover.confirmHint', { id: order.order_number })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('orders.handover.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!codeOk || mutation.isPending}>
            {mutation.isPending && <Spinner />}
            {t('orders.handover.confirmSubmit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-code`}>{t('orders.handover.codeLabel')}</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                setReason(null);
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              className="font-mono tracking-[0.3em]"
              required
            />
          </div>
          <SerialEntry
            label={t('orders.handover.scanLabel')}
            placeholder={t('orders.handover.scanPlaceholder')}
            onSerials={onSerials}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('orders.handover.counts', {
            received: count('RECEIVED'),
            missing: count('MISSING'),
            damaged: count('DAMAGED'),
            scanned: scanned.size,
          })}
        </p>
        <ul
          aria-label={t('orders.handover.devices')}
          className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {order.machines.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="flex min-w-0 items-center gap-2">
                {scanned.has(m.id) && (
                  <CheckCircle2
                    className="size-4 shrink-0 text-green-600"
                    aria-label={t('orders.handover.scanned')}
                  />
                )}
                <Serial className="text-sm">{m.serialNumber}</Serial>
                <span className="text-xs text-slate-500 dark:text-slate-400">{m.model}</span>
              </span>
              <Select
                aria-label={t('orders.handover.stateOf', { serial: m.serialNumber })}
                value={states[m.id]}
                onChange={(e) =>
                  setStates((s) => ({ ...s, [m.id]: e.target.value as ReceiptState }))
                }
                className="h-9 w-36"
              >
                <ValueOptions
                  values={RECEIPT_STATES}
                  label={(s) => t(`orders.handover.state.${s}`)}
                />
              </Select>
            </li>
          ))}
        </ul>
        <div>
          <NotesField
            id={`${id}-note`}
            label={t(needsNote ? 'orders.handover.noteRequired' : 'orders.handover.note')}
            value={note}
            onChange={setNote}
            placeholder={t('orders.handover.notePlaceholder')}
            required={needsNote}
          />
        </div>
        <ReasonAlert reason={reason} />
      </form>
    </Dialog>
  );
}
