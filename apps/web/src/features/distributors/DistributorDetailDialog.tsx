import { can, type DistributorInput, type UserType } from '@dd/contract';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import {
  useCreateDistributorAccount,
  useDistributor,
  useDistributorRetailers,
  useUpdateDistributor,
} from '../../api/distributors';
import { DistributorForm, distributorFormValues } from './DistributorForm';
import { AccountStatusBadge } from './party/AccountStatusBadge';
import { CreateAccountForm } from './party/CreateAccountForm';
import {
  DetailList,
  DetailSection,
  formatDay,
  RelatedLink,
  SummaryCounts,
} from './party/DetailList';

/** How many of its retailers the detail view lists (a link leads to all of them). */
const RETAILERS_SHOWN = 5;
const EDIT_FORM = 'distributor-edit';
const ACCOUNT_FORM = 'distributor-account';

type Mode = 'view' | 'edit' | 'account';

/**
 * One distributor (`?view=<id>`): every field, its summary counts, its first retailers, links to
 * its machines / orders / assignments (filtered by its name), and for an admin Edit and
 * 'Create sign-in account', shown in place of the details in the same dialog.
 */
export function DistributorDetailDialog({
  id,
  userType,
  onClose,
}: {
  id: number;
  userType: UserType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('view');
  const detail = useDistributor(id);
  const retailers = useDistributorRetailers(
    can(userType, 'retailers:read') ? id : null,
    RETAILERS_SHOWN,
  );
  const update = useUpdateDistributor();
  const account = useCreateDistributorAccount();
  const canWrite = can(userType, 'distributors:write');
  const canCreateAccount = can(userType, 'accounts:create');
  const distributor = detail.data?.distributor;
  const summary = detail.data?.summary;

  const saveEdit = async (body: DistributorInput) => {
    const answer = await update.mutateAsync({ id, body });
    toast.success(t('distributors.form.updated', { name: answer.distributor.name }));
    setMode('view');
  };

  const createAccount = async (body: Parameters<typeof account.mutateAsync>[0]['body']) => {
    const answer = await account.mutateAsync({ id, body });
    toast.success(t('distributors.account.created', { email: answer.user.email }));
    setMode('view');
  };

  let title = distributor?.name ?? t('distributors.detail.title');
  let content: ReactNode;
  let footer: ReactNode;

  if (detail.isPending) {
    content = <LoadingState label={t('distributors.detail.loading')} />;
  } else if (detail.isError || !distributor) {
    content = (
      <ErrorState
        title={t('distributors.detail.loadFailed')}
        detail={errorText(detail.error, t, '') || undefined}
      />
    );
  } else if (mode === 'edit' && canWrite) {
    title = t('distributors.form.editTitle');
    content = (
      <DistributorForm
        formId={EDIT_FORM}
        defaultValues={distributorFormValues(distributor)}
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
          {update.isPending ? t('distributors.form.saving') : t('distributors.form.save')}
        </Button>
      </>
    );
  } else if (mode === 'account' && canCreateAccount) {
    title = t('distributors.account.title');
    content = (
      <CreateAccountForm
        area="distributors"
        formId={ACCOUNT_FORM}
        partyName={distributor.name}
        defaultEmail={distributor.email}
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
          {account.isPending
            ? t('distributors.account.submitting')
            : t('distributors.account.submit')}
        </Button>
      </>
    );
  } else {
    const search = encodeURIComponent(distributor.name);
    const none = t('common.none');
    content = (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <AccountStatusBadge area="distributors" status={distributor.status} />
          <span>{t('distributors.table.id', { id: distributor.id })}</span>
          <span aria-hidden="true">·</span>
          <span>
            {t('distributors.detail.createdAt', { date: formatDay(distributor.createdAt) })}
          </span>
        </div>
        <DetailSection title={t('distributors.detail.details')}>
          <DetailList
            items={[
              { label: t('distributors.fields.company_name'), value: distributor.company_name },
              { label: t('distributors.fields.gst_number'), value: distributor.gst_number ?? none },
              {
                label: t('distributors.fields.email'),
                value: (
                  <a
                    className="text-indigo-700 hover:underline dark:text-indigo-300"
                    href={`mailto:${distributor.email}`}
                  >
                    {distributor.email}
                  </a>
                ),
              },
              { label: t('distributors.fields.phone'), value: distributor.phone },
              { label: t('distributors.fields.address'), value: distributor.address },
              {
                label: t('distributors.detail.cityState'),
                value: [distributor.city, distributor.state].filter(Boolean).join(', ') || none,
              },
            ]}
          />
        </DetailSection>
        {summary && (
          <DetailSection title={t('distributors.detail.summary')}>
            <SummaryCounts
              items={[
                { label: t('distributors.detail.retailers'), value: summary.retailers },
                { label: t('distributors.detail.machines'), value: summary.machines },
                {
                  label: t('distributors.detail.activeAssignments'),
                  value: summary.activeAssignments,
                },
                { label: t('distributors.detail.orders'), value: summary.orders },
              ]}
            />
          </DetailSection>
        )}
        {can(userType, 'retailers:read') && (
          <DetailSection title={t('distributors.detail.retailersList')}>
            {retailers.isPending ? (
              <LoadingState label={t('distributors.detail.loadingRetailers')} />
            ) : retailers.isError ? (
              <p className="text-sm text-red-700 dark:text-red-300">
                {t('distributors.detail.retailersFailed')}
              </p>
            ) : retailers.data.retailers.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('distributors.detail.noRetailers')}
              </p>
            ) : (
              <>
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                  {retailers.data.retailers.map((retailer) => (
                    <li
                      key={retailer.id}
                      className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900 dark:text-white">
                          {retailer.name}
                        </span>
                        <span className="block truncate text-slate-600 dark:text-slate-400">
                          {retailer.shop_name}
                          {retailer.city ? ` · ${retailer.city}` : ''}
                        </span>
                      </span>
                      <AccountStatusBadge area="distributors" status={retailer.status} />
                    </li>
                  ))}
                </ul>
                <RelatedLink to={`/retailers?distributorId=${distributor.id}`}>
                  {t('distributors.detail.allRetailers', { count: retailers.data.total })}
                </RelatedLink>
              </>
            )}
          </DetailSection>
        )}
        <DetailSection title={t('distributors.detail.related')}>
          <div className="flex flex-wrap gap-2">
            {can(userType, 'machines:read') && (
              <RelatedLink to={`/machines?search=${search}`}>
                {t('distributors.detail.viewMachines')}
              </RelatedLink>
            )}
            {can(userType, 'orders:read') && (
              <RelatedLink to={`/orders?search=${search}`}>
                {t('distributors.detail.viewOrders')}
              </RelatedLink>
            )}
            {can(userType, 'assignments:read') && (
              <RelatedLink to={`/assignments?search=${search}`}>
                {t('distributors.detail.viewAssignments')}
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
            {t('distributors.detail.createAccount')}
          </Button>
        )}
        {canWrite && (
          <Button onClick={() => setMode('edit')}>{t('distributors.detail.edit')}</Button>
        )}
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
