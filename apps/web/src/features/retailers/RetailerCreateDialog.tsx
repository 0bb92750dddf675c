import type { RetailerInput } from '@dd/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { LoadingState } from '../../components/ui/States';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useCreateRetailer } from '../../api/retailers';
import { emptyRetailer, RetailerForm, type DistributorOption } from './RetailerForm';

const FORM_ID = 'retailer-create';

/**
 * 'Add Retailer' (admin and distributor): mount it to open it; one Idempotency-Key per opening.
 * A distributor user's new retailer is always its own (the distributor field is read-only).
 */
export function RetailerCreateDialog({
  distributors,
  lockedDistributor,
  optionsLoading,
  presetDistributorId,
  onClose,
  onCreated,
}: {
  distributors: DistributorOption[];
  lockedDistributor: DistributorOption | null;
  optionsLoading: boolean;
  presetDistributorId: number | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateRetailer();

  const submit = async (body: RetailerInput) => {
    const { retailer } = await create.mutateAsync({ body, idempotencyKey });
    toast.success(t('retailers.form.created', { name: retailer.name }));
    onCreated(retailer.id);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('retailers.form.createTitle')}
      description={t('retailers.form.createDescription')}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending || optionsLoading}>
            {create.isPending && <Spinner />}
            {create.isPending ? t('retailers.form.creating') : t('retailers.form.create')}
          </Button>
        </>
      }
    >
      {optionsLoading ? (
        <LoadingState label={t('retailers.form.loadingDistributors')} />
      ) : (
        <RetailerForm
          formId={FORM_ID}
          defaultValues={emptyRetailer(lockedDistributor?.id ?? presetDistributorId)}
          distributors={distributors}
          lockedDistributor={lockedDistributor}
          onSubmit={submit}
        />
      )}
    </Dialog>
  );
}
