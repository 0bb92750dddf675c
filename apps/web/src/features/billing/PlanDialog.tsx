import { MACHINE_TYPES, type BillingPlan, type MachineType } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreateBillingPlan, useUpdateBillingPlan } from '../../api/billing';
import { CheckboxLine } from '../../components/forms/CheckboxLine';
import { FormFooter } from '../../components/forms/FormFooter';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { TextField } from '../../components/forms/FormField';
import { RupeeField } from '../../components/forms/RupeeField';
import { Dialog } from '../../components/ui/Dialog';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { termMonths } from './months';
import {
  machineTypeWord,
  MONEY_FIELDS,
  planDraft,
  readPlanDraft,
  type PlanDraft,
  type PlanFieldProblem,
} from './plan-form';

/**
 * "New plan", or "Edit plan": the name, the default flag and new terms from a month on (earlier
 * months keep theirs). Amounts are typed in rupees and sent as paise.
 */
export function PlanDialog({ plan, onClose }: { plan?: BillingPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const [draft, setDraft] = useState<PlanDraft>(() => planDraft(plan));
  const [problems, setProblems] = useState<PlanFieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const create = useCreateBillingPlan();
  const update = useUpdateBillingPlan(plan?.id ?? 0);
  const busy = create.isPending || update.isPending;
  const [dirty, setDirty] = useState(false);

  const set = <K extends keyof PlanDraft>(field: K, value: PlanDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setDirty(true);
  };
  const problemOf = (field: PlanFieldProblem['field']) => {
    const found = problems.find((p) => p.field === field);
    if (!found) return undefined;
    return found.problem === 'invalid'
      ? t(`billing.plans.invalid.${found.field as 'name'}`)
      : t(`billing.rupees.${found.problem}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readPlanDraft(draft);
    if ('problems' in read) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    const done = {
      onSuccess: () => {
        toast.success(
          t(plan ? 'billing.plans.saved' : 'billing.plans.created', { name: read.body.name }),
        );
        onClose();
      },
      onError: (e: unknown) => setFailure(errorText(e, t, t('billing.plans.saveFailed'))),
    };
    if (plan) {
      const { machineType: _type, model: _model, ...terms } = read.body;
      update.mutate(terms, done);
    } else create.mutate({ body: read.body, key }, done);
  };

  const field = (name: 'name' | 'sacCode' | 'clawbackDays' | 'gstRatePercent', extra = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`billing.plans.fields.${name}`)}
      value={draft[name]}
      error={problemOf(name)}
      onChange={(e) => set(name, e.target.value)}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      dirty={dirty}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan ? t('billing.plans.editTitle', { name: plan.name }) : t('billing.plans.newTitle')}
      description={t('billing.plans.dialogHint')}
      size="lg"
      footer={
        <FormFooter
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          submitLabel={plan ? t('billing.plans.save') : t('billing.plans.create')}
          busyLabel={t('billing.saving')}
        />
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {field('name', { fieldClassName: 'sm:col-span-2', maxLength: 200 })}
        <ChoiceField
          id={`${id}-type`}
          label={t('billing.plans.fields.machineType')}
          value={draft.machineType}
          disabled={Boolean(plan)}
          onChange={(e) => set('machineType', e.target.value as MachineType)}
          choices={MACHINE_TYPES}
          choiceLabel={(type) => machineTypeWord(t, type)}
        />
        <TextField
          id={`${id}-model`}
          label={t('billing.plans.fields.model')}
          hint={t('billing.plans.fields.modelHint')}
          value={draft.model}
          disabled={Boolean(plan)}
          maxLength={100}
          onChange={(e) => set('model', e.target.value)}
        />
        {MONEY_FIELDS.map((name) => (
          <RupeeField
            key={name}
            id={`${id}-${name}`}
            label={t(`billing.plans.fields.${name}`)}
            value={draft[name]}
            error={problemOf(name)}
            onChange={(text) => set(name, text)}
          />
        ))}
        {field('clawbackDays', { inputMode: 'numeric' })}
        {field('gstRatePercent', { inputMode: 'numeric' })}
        {field('sacCode', { inputMode: 'numeric' })}
        <ChoiceField
          id={`${id}-from`}
          label={t('billing.plans.fields.effectiveFrom')}
          value={draft.effectiveFrom}
          onChange={(e) => set('effectiveFrom', e.target.value)}
          choices={termMonths()}
          choiceLabel={(m) => fmt.month(m)}
        />
        <CheckboxLine
          className="sm:col-span-2"
          checked={draft.isDefault}
          onChange={(checked) => set('isDefault', checked)}
        >
          {t('billing.plans.fields.isDefault')}
        </CheckboxLine>
      </form>
    </Dialog>
  );
}
