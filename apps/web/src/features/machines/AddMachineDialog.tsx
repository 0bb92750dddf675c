import type { MachineInput } from '@dd/contract';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { tabKeyTarget } from '../../components/ui/tab-keys';
import { errorText } from '../../lib/errors';
import { useCreateMachine } from '../../api/machines';
import { newIdempotencyKey } from '../../lib/idempotency';
import { PROVIDER_NAMES_STALE_TIME, useProviders } from '../../api/service-providers';
import {
  createResolver,
  EMPTY_MACHINE_FORM,
  setServerFieldErrors,
  type MachineFormValues,
} from './form';
import { ImportMachines } from './ImportMachines';
import { ImportActivations } from './ImportActivations';
import { MachineFormFields } from './MachineFormFields';
import { FormFooter } from '../../components/forms/FormFooter';
import { useDialogDirty } from '../../components/ui/dialog-dirty';

type Tab = 'form' | 'import' | 'activation';
const TABS: Tab[] = ['form', 'import', 'activation'];

/** Add Machine: a form, or a CSV import (two tabs). */
export function AddMachineDialog({ open, onOpenChange }: DialogOpenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('form');
  const create = useCreateMachine();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    form: null,
    import: null,
    activation: null,
  });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event.key, TABS.indexOf(tab), TABS.length);
    const next = target === null ? undefined : TABS[target];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const labels: Record<Tab, string> = {
    form: t('machines.add.tabForm'),
    import: t('machines.add.tabImport'),
    activation: t('machines.add.tabActivation'),
  };
  const panels: Record<Tab, ReactNode> = {
    form: <AddMachineForm create={create} onDone={() => onOpenChange(false)} />,
    import: <ImportMachines />,
    activation: tab === 'activation' ? <ImportActivations /> : null,
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setTab('form');
      }}
      title={t('machines.add.title')}
      size="lg"
      footer={
        tab === 'form' ? (
          <FormFooter
            formId="add-machine-form"
            busy={create.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel={t('machines.add.submit')}
            busyLabel={t('machines.add.submitting')}
          />
        ) : undefined
      }
    >
      <div
        role="tablist"
        aria-label={t('machines.add.tabsLabel')}
        className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`add-machine-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`add-machine-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
              tab === name
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`add-machine-panel-${name}`}
          aria-labelledby={`add-machine-tab-${name}`}
          hidden={tab !== name}
        >
          {panels[name]}
        </div>
      ))}
    </Dialog>
  );
}

function AddMachineForm({
  create,
  onDone,
}: {
  create: ReturnType<typeof useCreateMachine>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const providers = useProviders({ staleTime: PROVIDER_NAMES_STALE_TIME });
  const keyRef = useRef(newIdempotencyKey());
  const resolver = useMemo(() => createResolver(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<MachineFormValues, unknown, MachineInput>({
    resolver,
    defaultValues: EMPTY_MACHINE_FORM,
  });
  useDialogDirty(isDirty);

  const onSubmit = async (body: MachineInput) => {
    try {
      const { machine } = await create.mutateAsync({ body, key: keyRef.current });
      keyRef.current = newIdempotencyKey();
      toast.success(t('machines.add.success', { serial: machine.serialNumber }));
      onDone();
    } catch (error) {
      if (setServerFieldErrors(t, error, setError)) return;
      toast.error(errorText(error, t, t('machines.add.failed')));
    }
  };

  return (
    <form id="add-machine-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {providers.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {t('machines.form.providersFailed')}
        </p>
      ) : null}
      <MachineFormFields
        prefix="add-machine"
        register={register}
        errors={errors}
        providers={providers.data ?? []}
      />
    </form>
  );
}
