import {
  MACHINE_TYPES,
  type BillingPlan,
  type DistributorBillingRequest,
  type DistributorBillingResponse,
} from '@dd/contract';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { TextField } from '../../components/forms/FormField';
import { useDialogDirty } from '../../components/ui/dialog-dirty';
import { machineTypeWord } from './plan-form';
import {
  readTermsDraft,
  termsDraft,
  type TermsDraft,
  type TermsField,
  type TermsProblem,
} from './distributor-terms-form';

/** The text of a field's problem: a rate's reading (billing.percent.*) or the field's own. */
function problemText(t: TFunction, found: TermsProblem) {
  if (found.problem === 'invalid')
    return found.field === 'paymentTermsDays'
      ? t('billing.terms.invalid.paymentTermsDays')
      : t('billing.terms.invalid.certificateNumber');
  if (found.problem === 'missing')
    return found.field === 'certificateRate'
      ? t('billing.terms.missing.certificateRate')
      : t('billing.terms.missing.certificateNumber');
  return t(`billing.percent.${found.problem}`);
}

/**
 * A distributor's terms as fields: its plan per device type (the default plan unless one is
 * chosen), its payment terms, and its lower-deduction certificate (section 197; empty = none).
 */
export function DistributorTermsForm({
  formId,
  terms,
  plans,
  onSave,
}: {
  formId: string;
  terms: DistributorBillingResponse;
  plans: BillingPlan[];
  onSave: (body: DistributorBillingRequest) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TermsDraft>(() => termsDraft(terms));
  const [problems, setProblems] = useState<TermsProblem[]>([]);
  const [dirty, setDirty] = useState(false);
  useDialogDirty(dirty);

  const set = (change: Partial<TermsDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setDirty(true);
  };
  const problemOf = (field: TermsField) => {
    const found = problems.find((p) => p.field === field);
    return found ? problemText(t, found) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTermsDraft(draft);
    if ('problems' in read) {
      setProblems(read.problems);
      document.getElementById(`${formId}-${read.problems[0]!.field}`)?.focus();
      return;
    }
    setProblems([]);
    onSave(read.body);
  };
  const text = (field: TermsField, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${formId}-${field}`}
      label={t(`billing.terms.fields.${field}`)}
      value={draft[field]}
      error={problemOf(field)}
      autoComplete="off"
      onChange={(e) => set({ [field]: e.target.value })}
      {...extra}
    />
  );

  return (
    <form id={formId} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {MACHINE_TYPES.map((type) => {
        const ofType = plans.filter((p) => p.machineType === type);
        return (
          <ChoiceField
            key={type}
            id={`${formId}-plan-${type}`}
            label={t('billing.terms.fields.plan', { type: machineTypeWord(t, type) })}
            value={draft.plans[type]}
            onChange={(e) => set({ plans: { ...draft.plans, [type]: e.target.value } })}
            anyLabel={t('billing.terms.defaultPlan')}
            choices={ofType.map((p) => String(p.id))}
            choiceLabel={(id) => {
              const plan = ofType.find((p) => String(p.id) === id)!;
              return `${plan.name} · ${plan.model ?? t('billing.plans.allModels')}`;
            }}
          />
        );
      })}
      {text('paymentTermsDays', { inputMode: 'numeric', hint: t('billing.terms.daysHint') })}
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        {t('billing.terms.certificateExplained')}
      </p>
      {text('certificateRate', { inputMode: 'decimal', hint: t('billing.terms.rateHint') })}
      {text('certificateNumber', { maxLength: 50 })}
    </form>
  );
}
