import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useBillingPlans } from '../../api/billing';
import { useDistributorTerms, useSaveDistributorTerms } from '../../api/distributor-billing';
import { useDistributorOptions } from '../../api/distributors';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { FormFooter } from '../../components/forms/FormFooter';
import { Dialog } from '../../components/ui/Dialog';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { DistributorTermsForm } from './DistributorTermsForm';

/** "Distributor terms" (Billing > Plans): choose a distributor, then edit its billing terms. */
export function DistributorTermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const distributors = useDistributorOptions();
  const plans = useBillingPlans();
  const [chosen, setChosen] = useState<number | null>(null);
  const terms = useDistributorTerms(chosen);
  const save = useSaveDistributorTerms(chosen ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = distributors.data ?? [];
  const nameOf = (distributorId: number) =>
    rows.find((d) => d.id === distributorId)?.name ?? String(distributorId);
  const ready = chosen !== null && terms.data && plans.data;

  const body = () => {
    if (chosen === null) return null;
    if (terms.isPending || plans.isPending)
      return <LoadingState label={t('billing.terms.loading')} />;
    if (terms.isError || plans.isError)
      return (
        <ErrorState
          title={t('billing.terms.loadFailed')}
          detail={errorText(terms.error ?? plans.error, t, '')}
          onRetry={() => void (terms.isError ? terms.refetch() : plans.refetch())}
        />
      );
    return (
      <DistributorTermsForm
        key={chosen}
        formId={`${id}-form`}
        terms={terms.data}
        plans={plans.data.plans}
        onSave={(request) => {
          setFailure(null);
          save.mutate(request, {
            onSuccess: () => {
              toast.success(t('billing.terms.saved', { name: nameOf(chosen) }));
              onClose();
            },
            onError: (e) => setFailure(errorText(e, t, t('billing.terms.saveFailed'))),
          });
        }}
      />
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('billing.terms.title')}
      description={t('billing.terms.description')}
      size="lg"
      footer={
        <FormFooter
          formId={`${id}-form`}
          busy={save.isPending}
          submitDisabled={!ready}
          onCancel={onClose}
          submitLabel={t('billing.terms.save')}
          busyLabel={t('billing.saving')}
        />
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      <ChoiceField
        id={`${id}-distributor`}
        label={t('billing.invoices.distributor')}
        fieldClassName="mb-4 sm:max-w-sm"
        value={chosen === null ? '' : String(chosen)}
        onChange={(e) => {
          setFailure(null);
          setChosen(e.target.value ? Number(e.target.value) : null);
        }}
        anyLabel={t('billing.terms.chooseDistributor')}
        choices={rows.map((d) => String(d.id))}
        choiceLabel={(value) => nameOf(Number(value))}
      />
      {body()}
    </Dialog>
  );
}
