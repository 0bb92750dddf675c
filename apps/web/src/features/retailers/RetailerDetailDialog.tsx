import { can, menuFor, type RetailerInput, type User } from '@dd/contract';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import { AccountStatusBadge } from '../distributors/party/AccountStatusBadge';
import { CreateAccountForm } from '../distributors/party/CreateAccountForm';
import {
  DetailList,
  DetailSection,
  formatDay,
  RelatedLink,
  SummaryCounts,
} from '../distributors/party/DetailList';
import { useCreateRetailerAccount, useRetailer, useUpdateRetailer } from '../../api/retailers';
import { RetailerForm, retailerFormValues, type DistributorOption } from './RetailerForm';

const EDIT_FORM = 'retailer-edit';
const ACCOUNT_FORM = 'retailer-account';

type Mode = 'view' | 'edit' | 'account';

/**
 * One retailer (`?view=<id>`): every field, its distributor, its summary counts, links to its
 * orders and assignments (filtered by its name), Edit (admin, or its distributor) and
 * 'Create sign-in account' (admin), shown in place of the details in the same dialog.
 */
export function RetailerDetailDialog({
  id,
  user,
  distributors,
  lockedDistributor,
  onClose,
}: {
  id: number;
  user: User;
  distributors: DistributorOption[];
  lockedDistributor: DistributorOption | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('view');
  const detail = useRetailer(id);
  const update = useUpdateRetailer();
  const account = useCreateRetailerAccount();
  const canWrite = can(user.userType, 'retailers:write');
  const canCreateAccount = can(user.userType, 'accounts:create');
  const seesDistributors = menuFor(user.userType).some((item) => item.key === 'distributors');
  const retailer = detail.data?.retailer;
  const summary = detail.data?.summary;

  const saveEdit = async (body: RetailerInput) => {
    const answer = await update.mutateAsync({ id, body });
    toast.success(t('retailers.form.updated', { name: answer.retailer.name }));
    setMode('view');
  };

  const createAccount = async (body: Parameters<typeof account.mutateAsync>[0]['body']) => {
    const answer = await account.mutateAsync({ id, body });
    toast.success(t('retailers.account.created', { email: answer.user.email }));
    setMode('view');
  };

  let title = retailer?.name ?? t('retailers.detail.title');
  let content: ReactNode;
  let footer: ReactNode;

  if (detail.isPending) {
    content = <LoadingState label={t('retailers.detail.loading')} />;
  } else if (detail.isError || !retailer) {
    content = (
      <ErrorState
        title={t('retailers.detail.loadFailed')}
        detail={errorText(detail.error, t, '') || undefined}
      />
    );
  } else if (mode === 'edit' && canWrite) {
    title = t('retailers.form.editTitle');
    content = (
      <RetailerForm
        formId={EDIT_FORM}
        defaultValues={retailerFormValues(retailer)}
        distributors={distributors}
        lockedDistributor={lockedDistributor}
        onSubmit={saveEdit}
      />
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setMode('view')} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={EDIT_FORM} disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? t('retailers.form.saving') : t('retailers.form.save')}
        </Button>
      </>
    );
  } else if (mode === 'account' && canCreateAccount) {
    title = t('retailers.account.title');
    content = (
      <CreateAccountForm
        area="retailers"
        formId={ACCOUNT_FORM}
        partyName={retailer.name}
        defaultEmail={retailer.email}
        onSubmit={createAccount}
      />
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setMode('view')} disabled={account.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={ACCOUNT_FORM} disabled={account.isPending}>
          {account.isPending && <Spinner />}
          {account.isPending ? t('retailers.account.submitting') : t('retailers.account.submit')}
        </Button>
      </>
    );
  } else {
    const search = encodeURIComponent(retailer.name);
    const none = t('common.none');
    content = (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <AccountStatusBadge area="retailers" status={retailer.status} />
          <span>{t('retailers.table.id', { id: retailer.id })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('retailers.detail.createdAt', { date: formatDay(retailer.createdAt) })}</span>
        </div>
        <DetailSection title={t('retailers.detail.details')}>
          <DetailList
            items={[
              { label: t('retailers.fields.shop_name'), value: retailer.shop_name },
              { label: t('retailers.fields.gst_number'), value: retailer.gst_number ?? none },
              {
                label: t('retailers.fields.email'),
                value: (
                  <a
                    className="text-indigo-700 hover:underline dark:text-indigo-300"
                    href={`mailto:${retailer.email}`}
                  >
                    {retailer.email}
                  </a>
                ),
              },
              { label: t('retailers.fields.phone'), value: retailer.phone },
              { label: t('retailers.fields.address'), value: retailer.address },
              {
                label: t('retailers.detail.cityState'),
                value: [retailer.city, retailer.state].filter(Boolean).join(', ') || none,
              },
              {
                label: t('retailers.fields.distributor_id'),
                value: retailer.distributor ? (
                  <>
                    {retailer.distributor.name}
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {retailer.distributor.company_name}
                    </span>
                  </>
                ) : (
                  none
                ),
              },
            ]}
          />
        </DetailSection>
        {summary && (
          <DetailSection title={t('retailers.detail.summary')}>
            <SummaryCounts
              items={[
                { label: t('retailers.detail.machines'), value: summary.machines },
                {
                  label: t('retailers.detail.activeAssignments'),
                  value: summary.activeAssignments,
                },
                { label: t('retailers.detail.orders'), value: summary.orders },
              ]}
            />
          </DetailSection>
        )}
        <DetailSection title={t('retailers.detail.related')}>
          <div className="flex flex-wrap gap-2">
            {can(user.userType, 'orders:read') && (
              <RelatedLink to={`/orders?search=${search}`}>
                {t('retailers.detail.viewOrders')}
              </RelatedLink>
            )}
            {can(user.userType, 'assignments:read') && (
              <RelatedLink to={`/assignments?search=${search}`}>
                {t('retailers.detail.viewAssignments')}
              </RelatedLink>
            )}
            {seesDistributors && retailer.distributor && (
              <RelatedLink to={`/distributors?view=${retailer.distributor.id}`}>
                {t('retailers.detail.viewDistributor')}
              </RelatedLink>
            )}
          </div>
        </DetailSection>
      </div>
    );
    footer = (
      <div className="flex w-full flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {canCreateAccount && (
          <Button variant="secondary" onClick={() => setMode('account')}>
            {t('retailers.detail.createAccount')}
          </Button>
        )}
        {canWrite && <Button onClick={() => setMode('edit')}>{t('retailers.detail.edit')}</Button>}
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('common.close')}
      size="lg"
      footer={footer}
    >
      {content}
    </Dialog>
  );
}
