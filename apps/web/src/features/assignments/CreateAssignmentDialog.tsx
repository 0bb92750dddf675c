import { FormFooter } from '../../components/forms/FormFooter';
import { type Machine, type User } from '@dd/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Input, NamedOptions, Select } from '../../components/ui/Field';
import { FormRow } from '../../components/ui/FormRow';
import { Dialog, type DialogOpenProps } from '../../components/ui/Dialog';
import { useDialogDirty } from '../../components/ui/dialog-dirty';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';
import { codeText, goneMachineSerials } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useCreateAssignment } from '../../api/assignments';
import { useDistributorOptions } from '../../api/distributors';
import { useRetailerOptions } from '../../api/retailers';
import { MachineChecklist } from './MachineChecklist';
import { checkAssignment } from './validation';
import {
  NotesField,
  validToBeforeFrom,
  ValidToField,
} from '../../components/forms/ValidToAndNotes';
import * as clock from '../../lib/clock';

type Picked = Pick<Machine, 'id' | 'serialNumber' | 'model' | 'type'>;

/** 'Error creating assignment: {error}' with the error code's text, else the fallback. */
export function actionErrorText(
  error: unknown,
  withError: (error: string) => string,
  fallback: string,
  t: TFunction,
): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return withError(t('errors.network'));
    const text = codeText(t, error.code, error.params);
    if (text) return withError(text);
  }
  return fallback;
}

/** The create modal (docs/product/screens-devices.md, Assignments). Mounted only while open, so it starts clean. */
export function CreateAssignmentDialog({
  open,
  onOpenChange,
  user,
}: DialogOpenProps & {
  user: User;
}) {
  const { t } = useTranslation();
  const create = useCreateAssignment();
  const busy = create.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('assignments.create.title')}
      size="lg"
      footer={
        <FormFooter
          formId="create-assignment-form"
          busy={busy}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('assignments.create.submit')}
          busyLabel={t('assignments.create.submitting')}
        />
      }
    >
      {open ? (
        <CreateAssignmentForm user={user} create={create} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

function CreateAssignmentForm({
  user,
  create,
  onDone,
}: {
  user: User;
  create: ReturnType<typeof useCreateAssignment>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const optional = t('assignments.create.optional');
  const keyRef = useRef(newIdempotencyKey());
  const distributors = useDistributorOptions({ activeOnly: true });
  const [selected, setSelected] = useState<Map<number, Picked>>(new Map());
  const [chosenDistributorId, setDistributorId] = useState('');
  const [retailerId, setRetailerId] = useState('');
  const [today] = useState(clock.today);
  const [validFrom, setValidFrom] = useState(today);
  const [validTo, setValidTo] = useState('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const distributorList = distributors.data ?? [];
  // A distributor user sees only itself (the server's scope): it is chosen for them.
  const onlyOne =
    user.userType === 'distributor' && distributorList.length === 1
      ? distributorList[0]
      : undefined;
  const distributorId = chosenDistributorId || (onlyOne ? String(onlyOne.id) : '');
  const retailers = useRetailerOptions(distributorId ? Number(distributorId) : null, {
    activeOnly: true,
  });

  // Anything chosen or typed (the default Valid From and an only distributor are not input).
  useDialogDirty(
    selected.size > 0 ||
      chosenDistributorId !== '' ||
      retailerId !== '' ||
      validFrom !== today ||
      validTo !== '' ||
      notes.trim() !== '',
  );

  // Also when the server refuses the dates (its clock's day may differ): shown on the field.
  const [serverValidTo, setServerValidTo] = useState(false);
  const validToError =
    validToBeforeFrom(validFrom, validTo) || serverValidTo
      ? t('assignments.create.validToBeforeFrom')
      : undefined;
  const submit = async () => {
    setTried(true);
    const check = checkAssignment({
      machineIds: [...selected.keys()],
      distributorId,
      retailerId,
      validFrom,
      validTo,
      notes,
    });
    if (!check.ok) {
      if (check.problem === 'required') {
        toast.error(t('assignments.create.required'), { id: 'assignment-required' });
      } else {
        document.getElementById('assignment-valid-to')?.focus();
      }
      return;
    }
    try {
      await create.mutateAsync({ body: check.body, key: keyRef.current });
      keyRef.current = newIdempotencyKey();
      toast.success(t('assignments.create.success'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'valid_to_before_valid_from') {
        setServerValidTo(true);
        document.getElementById('assignment-valid-to')?.focus();
        return;
      }
      // Named from the selection, also when the server answered them as missing (by id).
      const gone = goneMachineSerials(error, [...selected.values()]);
      toast.error(
        gone.length > 0
          ? t('assignments.create.error', {
              error: codeText(t, 'machines_unavailable', { serials: gone }),
            })
          : actionErrorText(
              error,
              (text) => t('assignments.create.error', { error: text }),
              t('assignments.create.failed'),
              t,
            ),
      );
    }
  };

  return (
    <form
      id="create-assignment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) void submit();
      }}
      className="space-y-4"
    >
      <MachineChecklist
        selected={selected}
        onChange={setSelected}
        invalid={tried && selected.size === 0}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow
          id="assignment-distributor"
          label={t('assignments.create.distributor')}
          required
          optionalText={optional}
        >
          <Select
            id="assignment-distributor"
            value={distributorId}
            aria-required="true"
            aria-invalid={tried && !distributorId ? true : undefined}
            onChange={(event) => {
              setDistributorId(event.target.value);
              // Retailers belong to one distributor: a new distributor clears the retailer.
              setRetailerId('');
            }}
          >
            <NamedOptions
              none={
                distributors.isLoading
                  ? t('assignments.create.loadingDistributors')
                  : t('assignments.create.chooseDistributor')
              }
              items={distributorList}
            />
          </Select>
          {distributors.isError ? (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300" role="alert">
              {t('assignments.create.distributorsFailed')}
            </p>
          ) : null}
        </FormRow>
        <FormRow
          id="assignment-retailer"
          label={t('assignments.create.retailer')}
          optionalText={optional}
        >
          <Select
            id="assignment-retailer"
            className="dark:disabled:bg-slate-900"
            value={retailerId}
            disabled={!distributorId}
            onChange={(event) => setRetailerId(event.target.value)}
          >
            <option value="">
              {!distributorId
                ? t('assignments.create.chooseDistributorFirst')
                : retailers.isLoading
                  ? t('assignments.create.loadingRetailers')
                  : t('assignments.create.noRetailer')}
            </option>
            {distributorId
              ? (retailers.data ?? []).map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.shop_name ? `${r.name} (${r.shop_name})` : r.name}
                  </option>
                ))
              : null}
          </Select>
        </FormRow>
        <FormRow
          id="assignment-valid-from"
          label={t('assignments.create.validFrom')}
          required
          optionalText={optional}
        >
          <Input
            id="assignment-valid-from"
            type="date"
            value={validFrom}
            aria-required="true"
            aria-invalid={tried && !validFrom ? true : undefined}
            onChange={(event) => {
              setValidFrom(event.target.value);
              setServerValidTo(false);
            }}
          />
        </FormRow>
        <ValidToField
          id="assignment-valid-to"
          validFrom={validFrom}
          value={validTo}
          error={validToError}
          onChange={(value) => {
            setValidTo(value);
            setServerValidTo(false);
          }}
        />
      </div>

      <NotesField id="assignment-notes" value={notes} onChange={setNotes} />
    </form>
  );
}
