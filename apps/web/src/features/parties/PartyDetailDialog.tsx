import { can, type CreateAccountRequest, type User } from '@dd/contract';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/forms/FormFooter';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { formPrefix } from './area';
import { CreateAccountForm } from './CreateAccountForm';
import type { PartyDescriptor, PartyScreen, PartyTypes } from './descriptor';
import { PartyDetails } from './PartyDetails';
import { PartyForm } from './PartyForm';

type Mode = 'view' | 'edit' | 'account';

/**
 * One distributor or retailer (`?view=<id>`): its details, and for who may, Edit and 'Create
 * sign-in account' (admin), shown in place of the details in the same dialog.
 */
export function PartyDetailDialog<T extends PartyTypes>({
  descriptor,
  screen,
  id,
  user,
  onClose,
}: {
  descriptor: PartyDescriptor<T>;
  screen: PartyScreen<T>;
  id: number;
  user: User;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { area } = descriptor;
  const noun = formPrefix(area);
  const editForm = `${noun}-edit`;
  const accountForm = `${noun}-account`;
  const [mode, setMode] = useState<Mode>('view');
  const detail = descriptor.useDetail(id);
  const update = descriptor.useUpdate();
  const account = descriptor.useCreateAccount();
  const canWrite = can(user.userType, `${area}:write`);
  const canCreateAccount = can(user.userType, 'accounts:create');
  const row = detail.row;

  const saveEdit = async (body: T['body']) => {
    const saved = await update.mutateAsync({ id, body });
    toast.success(t(`${area}.form.updated`, { name: saved.name }));
    setMode('view');
  };

  const createAccount = async (body: CreateAccountRequest) => {
    const answer = await account.mutateAsync({ id, body });
    toast.success(t(`${area}.account.created`, { email: answer.user.email }));
    setMode('view');
  };

  let title = row?.name ?? t(`${area}.detail.title`);
  let content: ReactNode;
  let footer: ReactNode;

  // Cancel in the edit and account forms goes back to the details.
  const backToView = { onCancel: () => setMode('view'), cancelLabel: t('common.cancel') };

  if (detail.query.isPending) {
    content = <LoadingState label={t(`${area}.detail.loading`)} />;
  } else if (detail.query.isError || !row) {
    content = (
      <ErrorState
        title={t(`${area}.detail.loadFailed`)}
        detail={errorText(detail.query.error, t, '') || undefined}
      />
    );
  } else if (mode === 'edit' && canWrite) {
    title = t(`${area}.form.editTitle`);
    content = (
      <PartyForm
        descriptor={descriptor}
        screen={screen}
        formId={editForm}
        defaultValues={descriptor.form.valuesOf(row)}
        onSubmit={saveEdit}
      />
    );
    footer = (
      <FormFooter
        formId={editForm}
        busy={update.isPending}
        {...backToView}
        submitLabel={t(`${area}.form.save`)}
        busyLabel={t(`${area}.form.saving`)}
      />
    );
  } else if (mode === 'account' && canCreateAccount) {
    title = t(`${area}.account.title`);
    content = (
      <CreateAccountForm
        area={area}
        formId={accountForm}
        partyName={row.name}
        defaultEmail={row.email}
        onSubmit={createAccount}
      />
    );
    footer = (
      <FormFooter
        formId={accountForm}
        busy={account.isPending}
        {...backToView}
        submitLabel={t(`${area}.account.submit`)}
        busyLabel={t(`${area}.account.submitting`)}
      />
    );
  } else {
    content = (
      <PartyDetails descriptor={descriptor} row={row} summary={detail.summary} user={user} />
    );
    footer = (
      <div className="flex w-full flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {canCreateAccount && (
          <Button variant="secondary" onClick={() => setMode('account')}>
            {t(`${area}.detail.createAccount`)}
          </Button>
        )}
        {canWrite && <Button onClick={() => setMode('edit')}>{t(`${area}.detail.edit`)}</Button>}
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      footer={footer}
    >
      {content}
    </Dialog>
  );
}
