import type { DistributorInput } from '@dd/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { useCreateDistributor } from '../../api/distributors';
import { DistributorForm, EMPTY_DISTRIBUTOR } from './DistributorForm';
import { newIdempotencyKey } from '../../lib/idempotency';

const FORM_ID = 'distributor-create';

/** 'Add Distributor' (admin): mount it to open it; one Idempotency-Key per opening. */
export function DistributorCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateDistributor();

  const submit = async (body: DistributorInput) => {
    const { distributor } = await create.mutateAsync({ body, idempotencyKey });
    toast.success(t('distributors.form.created', { name: distributor.name }));
    onCreated(distributor.id);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('distributors.form.createTitle')}
      description={t('distributors.form.createDescription')}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending && <Spinner />}
            {create.isPending ? t('distributors.form.creating') : t('distributors.form.create')}
          </Button>
        </>
      }
    >
      <DistributorForm formId={FORM_ID} defaultValues={EMPTY_DISTRIBUTOR} onSubmit={submit} />
    </Dialog>
  );
}
