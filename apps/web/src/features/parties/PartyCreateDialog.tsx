import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/forms/FormFooter';
import { Dialog } from '../../components/ui/Dialog';
import { LoadingState } from '../../components/ui/States';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formPrefix } from './area';
import type { PartyDescriptor, PartyScreen, PartyTypes } from './descriptor';
import { PartyForm } from './PartyForm';

/**
 * 'Add Distributor' / 'Add Retailer': mount it to open it; one Idempotency-Key per opening.
 * A distributor user's new retailer is always its own (the screen locks that field).
 */
export function PartyCreateDialog<T extends PartyTypes>({
  descriptor,
  screen,
  onClose,
  onCreated,
}: {
  descriptor: PartyDescriptor<T>;
  screen: PartyScreen<T>;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { area } = descriptor;
  const formId = `${formPrefix(descriptor.area)}-create`;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = descriptor.useCreate();

  const submit = async (body: T['body']) => {
    const row = await create.mutateAsync({ body, idempotencyKey });
    toast.success(t(`${area}.form.created`, { name: row.name }));
    onCreated(row.id);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${area}.form.createTitle`)}
      description={t(`${area}.form.createDescription`)}
      size="lg"
      footer={
        <FormFooter
          formId={formId}
          busy={create.isPending}
          submitDisabled={screen.formLoading !== undefined}
          onCancel={onClose}
          submitLabel={t(`${area}.form.create`)}
          busyLabel={t(`${area}.form.creating`)}
        />
      }
    >
      {screen.formLoading !== undefined ? (
        <LoadingState label={screen.formLoading} />
      ) : (
        <PartyForm
          descriptor={descriptor}
          screen={screen}
          formId={formId}
          defaultValues={screen.emptyValues}
          onSubmit={submit}
        />
      )}
    </Dialog>
  );
}
