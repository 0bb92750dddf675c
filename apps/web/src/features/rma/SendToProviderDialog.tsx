import { FormFooter } from '../../components/forms/FormFooter';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMachines } from '../../api/machines';
import { useCreateRmaBatch } from '../../api/rma';
import { PROVIDER_NAMES_STALE_TIME, useProviders } from '../../api/service-providers';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { NamedOptions } from '../../components/ui/Field';
import { SelectField, TextField } from '../../components/forms/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { NotesField } from '../../components/forms/NotesField';
import { SerialEntry } from '../../components/scan/SerialEntry';
import { useMachinePicker } from '../../components/scan/use-machine-picker';
import { SerialChecklist, useTickedIds } from '../../components/ui/SerialChecklist';
import { errorText } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * "Send faulty devices to provider" (admins): pick a provider, tick its MAINTENANCE devices, give
 * the reference and courier details; creates an RMA batch and opens it.
 */
export function SendToProviderDialog({ open, onOpenChange }: DialogOpenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = {
    provider: useId(),
    reference: useId(),
    courier: useId(),
    tracking: useId(),
    notes: useId(),
  };
  const providers = useProviders({ enabled: open, staleTime: PROVIDER_NAMES_STALE_TIME });
  const [providerId, setProviderId] = useState('');
  const devices = useMachines(
    providerId
      ? { status: 'MAINTENANCE', serviceProviderId: Number(providerId), pageSize: 500 }
      : { status: 'MAINTENANCE', pageSize: 1 },
  );
  const { ticked: picked, setTicked: setPicked, toggle } = useTickedIds();
  const [reference, setReference] = useState('');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [notes, setNotes] = useState('');
  const [key] = useState(newIdempotencyKey);
  const create = useCreateRmaBatch();

  const list = providerId ? (devices.data?.machines ?? []) : [];
  // A faulty device's serial scanned, typed + Enter or pasted ticks it (this provider's, MAINTENANCE).
  const pick = useMachinePicker({
    fit: (m) =>
      m.serviceProviderId !== Number(providerId)
        ? 'outOfScope'
        : m.status === 'MAINTENANCE'
          ? 'ok'
          : 'unavailable',
    isPicked: (m) => picked.has(m.id),
    onPick: (found) => setPicked((old) => new Set([...old, ...found.map((m) => m.id)])),
  });
  const ready = picked.size > 0 && reference.trim() && courierName.trim() && trackingNumber.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const { batch } = await create.mutateAsync({
        key,
        body: {
          machineIds: [...picked],
          reference: reference.trim(),
          courierName: courierName.trim(),
          trackingNumber: trackingNumber.trim(),
          notes: notes.trim() || null,
        },
      });
      toast.success(t('rma.send.done', { number: batch.batchNumber }));
      onOpenChange(false);
      void navigate(`/machines/rma/${batch.id}`);
    } catch (error) {
      toast.error(errorText(error, t, t('rma.send.failed')));
    }
  };

  return (
    <Dialog
      dirty={
        picked.size > 0 ||
        [reference, courierName, trackingNumber, notes].some((v) => v.trim() !== '')
      }
      open={open}
      onOpenChange={onOpenChange}
      title={t('rma.send.title')}
      description={t('rma.send.description')}
      size="lg"
      footer={
        <FormFooter
          formId="rma-send-form"
          busy={create.isPending}
          submitDisabled={!ready}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('rma.send.submit', { count: picked.size })}
        />
      }
    >
      <form id="rma-send-form" className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <SelectField
          id={ids.provider}
          label={t('rma.fields.provider')}
          value={providerId}
          onChange={(e) => {
            setProviderId(e.target.value);
            setPicked(new Set());
          }}
        >
          <NamedOptions none={t('rma.send.chooseProvider')} items={providers.data ?? []} />
        </SelectField>
        {providerId ? (
          <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <legend className="px-1 text-sm font-medium">{t('rma.send.devices')}</legend>
            <SerialEntry onSerials={pick} className="mb-3" />
            {devices.isPending ? (
              <Spinner />
            ) : devices.isError ? (
              <p className="text-sm text-red-700">{t('rma.send.devicesFailed')}</p>
            ) : list.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('rma.send.noDevices')}
              </p>
            ) : (
              <SerialChecklist
                items={list}
                ticked={picked}
                onToggle={toggle}
                detail={(m) => `${m.model} · ${t(`machines.type.${m.type}`)}`}
                className="max-h-56 space-y-1 overflow-y-auto"
                rowClassName="flex items-center gap-2 text-sm"
              />
            )}
          </fieldset>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={ids.reference}
            label={t('rma.fields.reference')}
            value={reference}
            maxLength={100}
            onChange={(e) => setReference(e.target.value)}
          />
          <TextField
            id={ids.courier}
            label={t('rma.fields.courierName')}
            value={courierName}
            maxLength={100}
            onChange={(e) => setCourierName(e.target.value)}
          />
          <TextField
            id={ids.tracking}
            label={t('rma.fields.trackingNumber')}
            value={trackingNumber}
            maxLength={100}
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
        </div>
        <div>
          <NotesField
            id={ids.notes}
            label={t('rma.fields.notes')}
            value={notes}
            onChange={setNotes}
          />
        </div>
      </form>
    </Dialog>
  );
}
