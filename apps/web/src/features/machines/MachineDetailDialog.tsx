import type { Machine, MachineHistoryEntry, MachineUpdate, ServiceProvider } from '@dd/contract';
import { History, Pencil } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { PrintLabelsButton } from '../../components/PrintLabelsButton';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { partnerTypeTone } from '../../lib/status-tones';
import { useMachineHistory, useUpdateMachine } from '../../api/machines';
import { PROVIDER_NAMES_STALE_TIME, useProviders } from '../../api/service-providers';
import { useFormatters } from '../../lib/format';
import { formValuesOf, setServerFieldErrors, updateResolver, type MachineFormValues } from './form';
import { actionLabel, actorText, entryDetails } from './history';
import { MachineFormFields } from './MachineFormFields';
import { FormFooter } from '../../components/forms/FormFooter';
import { SwapFaultyDevice } from './SwapFaultyDevice';
import { ActivationPanel } from './ActivationPanel';
import { ActivityPanel } from './ActivityPanel';
import { MachineWhereabouts } from './MachineWhereabouts';
import { MachineStatusBadges } from './MachineStatusBadges';
import { useDialogDirty } from '../../components/ui/dialog-dirty';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { PartedCode, Serial } from '../../components/ui/Serial';

/** A machine's fields, its history timeline and (admins) an edit form. */
export function MachineDetailDialog({
  machineId,
  serialNumber,
  onClose,
  canEdit,
  canReadProviders,
}: {
  machineId: number | null;
  serialNumber: string;
  onClose: () => void;
  canEdit: boolean;
  canReadProviders: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const detail = useMachineHistory(machineId);
  const update = useUpdateMachine(machineId ?? 0);
  const providers = useProviders({
    enabled: machineId !== null && canReadProviders,
    staleTime: PROVIDER_NAMES_STALE_TIME,
  });
  const machine = detail.data?.machine;

  return (
    <Dialog
      open={machineId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setEditing(false);
          onClose();
        }
      }}
      title={editing ? t('machines.edit.title') : t('machines.detail.title')}
      description={machine?.serialNumber ?? serialNumber}
      size="lg"
      footer={
        editing ? (
          <FormFooter
            formId="edit-machine-form"
            busy={update.isPending}
            onCancel={() => setEditing(false)}
            submitLabel={t('machines.edit.save')}
            busyLabel={t('machines.edit.saving')}
          />
        ) : machine ? (
          <>
            <PrintLabelsButton ids={[machine.id]} size="md" />
            <SwapFaultyDevice machine={machine} />
            {canEdit && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('machines.detail.edit')}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {detail.isError ? (
        <ErrorState
          title={t('machines.detail.loadFailed')}
          detail={errorText(detail.error, t, '')}
          onRetry={() => void detail.refetch()}
        />
      ) : !machine || !detail.data ? (
        <LoadingState label={t('machines.detail.loading')} />
      ) : editing ? (
        <EditMachineForm
          key={machine.updatedAt}
          machine={machine}
          providers={providers.data ?? []}
          update={update}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <MachineFields machine={machine} providers={providers.data ?? []} />
          <MachineWhereabouts machine={machine} holding={detail.data.holding} />
          <ActivationPanel machine={machine} />
          <ActivityPanel machineId={machine.id} />
          <MachineHistory history={detail.data.history} />
        </>
      )}
    </Dialog>
  );
}

function Item({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function MachineFields({
  machine,
  providers,
}: {
  machine: Machine;
  providers: readonly ServiceProvider[];
}) {
  const { t } = useTranslation();
  const dates = useFormatters();
  const none = t('common.none');
  const provider = providers.find((p) => p.id === machine.serviceProviderId);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      <Item label={t('machines.form.serialNumber')} className="max-sm:col-span-2">
        <Serial>{machine.serialNumber}</Serial>
      </Item>
      <Item label={t('machines.form.status')}>
        <MachineStatusBadges machine={machine} />
      </Item>
      <Item label={t('machines.form.model')}>{machine.model}</Item>
      <Item label={t('machines.form.manufacturer')}>{machine.manufacturer}</Item>
      <Item label={t('machines.form.type')}>{t(`machines.type.${machine.type}`)}</Item>
      <Item label={t('machines.form.serviceProvider')}>
        {provider?.name ?? (machine.serviceProviderId ? `#${machine.serviceProviderId}` : none)}
      </Item>
      <Item label={t('machines.form.partner')}>{machine.partner || none}</Item>
      <Item label={t('machines.form.partnerType')}>
        {machine.partnerType ? (
          <Badge tone={partnerTypeTone(machine.partnerType)}>
            {t(`machines.partnerType.${machine.partnerType}`)}
          </Badge>
        ) : (
          none
        )}
      </Item>
      <Item label={t('machines.form.mid')}>
        <Serial>{machine.mid || none}</Serial>
      </Item>
      <Item label={t('machines.form.tid')}>
        <Serial>{machine.tid || none}</Serial>
      </Item>
      <Item label={t('machines.form.simNumber')}>
        <Serial>{machine.simNumber || none}</Serial>
      </Item>
      <Item label={t('machines.form.imei')}>
        <Serial>{machine.imei || none}</Serial>
      </Item>
      <Item label={t('machines.form.qrCode')} className="col-span-2">
        <PartedCode>{machine.qrCode || none}</PartedCode>
      </Item>
      <Item label={t('machines.detail.standee')}>
        {machine.hasStandee ? t('machines.table.withStandee') : t('machines.table.noStandee')}
      </Item>
      <Item label={t('machines.detail.created')}>{dates.dateTime(machine.createdAt)}</Item>
      <Item label={t('machines.detail.updated')}>{dates.dateTime(machine.updatedAt)}</Item>
    </dl>
  );
}

function MachineHistory({ history }: { history: readonly MachineHistoryEntry[] }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  // Newest first: what happened last is what the user usually looks for.
  const entries = [...history].reverse();
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <History className="size-4" aria-hidden="true" />
        {t('machines.history.title')}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('machines.history.empty')}
        </p>
      ) : (
        <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-500 ring-4 ring-white dark:ring-slate-900"
                aria-hidden="true"
              />
              <p className="text-sm font-medium text-slate-900 dark:text-white">
                {actionLabel(t, entry.action)}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
                {' · '}
                {actorText(t, entry)}
              </p>
              {entryDetails(t, entry, dates.date).map((line) => (
                <p key={line} className="text-sm text-slate-700 dark:text-slate-300">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EditMachineForm({
  machine,
  providers,
  update,
  onDone,
}: {
  machine: Machine;
  providers: readonly ServiceProvider[];
  update: ReturnType<typeof useUpdateMachine>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const resolver = useMemo(() => updateResolver(t, machine), [t, machine]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<MachineFormValues, unknown, MachineUpdate>({
    resolver,
    defaultValues: formValuesOf(machine),
  });
  useDialogDirty(isDirty);

  const onSubmit = async (changes: MachineUpdate) => {
    setProblem(null);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(changes);
      toast.success(t('machines.edit.success'));
      onDone();
    } catch (error) {
      if (setServerFieldErrors(t, error, setError)) return;
      // 409 on a status change: the machine is held through an assignment or order.
      const held = isApiError(error) && error.code === 'machines_held';
      const message = held
        ? t('machines.edit.heldError')
        : errorText(error, t, t('machines.edit.failed'));
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <form
      id="edit-machine-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <ProblemAlert className="mb-4">{problem}</ProblemAlert>
      <MachineFormFields
        prefix="edit-machine"
        register={register}
        errors={errors}
        providers={providers}
        currentStatus={machine.status}
      />
    </form>
  );
}
