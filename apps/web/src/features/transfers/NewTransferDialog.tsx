import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDistributorOptions } from '../../api/distributors';
import { useCreateTransfer, useTransferableMachines } from '../../api/transfers';
import { Button } from '../../components/ui/Button';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { Label, NamedOptions, Select } from '../../components/ui/Field';
import { NotesField } from '../../components/forms/NotesField';
import { SerialEntry } from '../../components/scan/SerialEntry';
import { useMachinePicker } from '../../components/scan/use-machine-picker';
import { SerialChecklist, useTickedIds } from '../../components/ui/SerialChecklist';
import { EmptyState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * "Transfer to distributor" (admins): pick the sender, tick its devices held without a retailer,
 * pick the receiver, add notes, then confirm. One Idempotency-Key per dialog: a double click
 * makes one transfer.
 */
export function NewTransferDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogOpenProps & {
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const distributors = useDistributorOptions({ enabled: open });
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const { ticked: picked, setTicked: setPicked, toggle } = useTickedIds();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const devices = useTransferableMachines(from);
  const create = useCreateTransfer();
  const options = distributors.data ?? [];
  const receivers = options.filter((d) => d.status === 'ACTIVE' && d.id !== from);
  const list = devices.data?.machines ?? [];
  const nameOf = (id: number | null) => options.find((d) => d.id === id)?.name ?? '';
  // A serial scanned, typed + Enter or pasted ticks the device when the sender may send it.
  const pick = useMachinePicker({
    fit: (m) =>
      list.some((d) => d.id === m.id)
        ? 'ok'
        : m.distributorId === from
          ? 'unavailable'
          : 'outOfScope',
    isPicked: (m) => picked.has(m.id),
    onPick: (found) => setPicked((old) => new Set([...old, ...found.map((m) => m.id)])),
  });

  const reset = () => {
    setFrom(null);
    setTo(null);
    setPicked(new Set());
    setNotes('');
    setConfirming(false);
    setError(null);
    setKey(newIdempotencyKey());
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = () => {
    if (from === null || to === null) return;
    setError(null);
    create.mutate(
      {
        body: {
          fromDistributorId: from,
          toDistributorId: to,
          machineIds: [...picked],
          notes: notes.trim() || null,
        },
        key,
      },
      {
        onSuccess: ({ transfer }) => {
          toast.success(t('transfers.form.created', { number: transfer.transferNumber }));
          close(false);
          onCreated(transfer.id);
        },
        onError: (e) => {
          setConfirming(false);
          setError(errorText(e, t, t('transfers.form.failed')));
        },
      },
    );
  };

  const ready = from !== null && to !== null && picked.size > 0;
  return (
    <Dialog
      dirty={from !== null || to !== null || picked.size > 0 || notes.trim() !== ''}
      open={open}
      onOpenChange={close}
      title={t('transfers.form.title')}
      description={t('transfers.form.description')}
      size="lg"
      footer={
        confirming ? (
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={create.isPending}
            >
              {t('transfers.form.back')}
            </Button>
            <Button onClick={submit} disabled={create.isPending}>
              {create.isPending ? t('transfers.form.sending') : t('transfers.form.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={!ready}>
              {t('transfers.form.review')}
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {t('transfers.form.confirmText', {
            count: picked.size,
            from: nameOf(from),
            to: nameOf(to),
          })}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div>
            <Label htmlFor="transfer-from">{t('transfers.form.from')}</Label>
            <Select
              id="transfer-from"
              value={from ?? ''}
              onChange={(e) => {
                setFrom(e.target.value ? Number(e.target.value) : null);
                setPicked(new Set());
                if (Number(e.target.value) === to) setTo(null);
              }}
            >
              <NamedOptions none={t('transfers.form.choose')} items={options} />
            </Select>
          </div>
          {from !== null ? (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
                {t('transfers.form.devices', { count: picked.size })}
              </legend>
              {devices.isPending ? (
                <LoadingState label={t('transfers.form.loadingDevices')} />
              ) : list.length === 0 ? (
                <EmptyState title={t('transfers.form.noDevices')} />
              ) : (
                <>
                  <SerialEntry onSerials={pick} className="mb-3" />
                  <SerialChecklist
                    items={list}
                    ticked={picked}
                    onToggle={toggle}
                    detail={(m) => `${m.machineType} · ${m.model}`}
                    className="max-h-56 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
                    rowClassName="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm"
                    boxClassName="size-4"
                  />
                </>
              )}
            </fieldset>
          ) : null}
          <div>
            <Label htmlFor="transfer-to">{t('transfers.form.to')}</Label>
            <Select
              id="transfer-to"
              value={to ?? ''}
              onChange={(e) => setTo(e.target.value ? Number(e.target.value) : null)}
            >
              <NamedOptions none={t('transfers.form.choose')} items={receivers} />
            </Select>
          </div>
          <div>
            <NotesField
              id="transfer-notes"
              label={t('transfers.form.notes')}
              value={notes}
              onChange={setNotes}
            />
          </div>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
