import { PAYMENT_SORTS, type Payment, type PaymentSort } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { usePayments } from '../../api/billing';
import { useUser } from '../../api/session';
import type { ListSpec } from '../../lib/list/list-params';
import { ListPage } from '../../lib/list/ListPage';
import { PagedTable, pagerOf } from '../../lib/list/PagedTable';
import { useListState } from '../../lib/list/use-list-state';
import type { Column } from '../../components/ui/columns';
import { BillingTabs } from './BillingTabs';
import { CreditActions } from './books/CreditActions';
import { DistributorFilter } from './DistributorFilter';
import { usePaymentColumns } from './payment-columns';

const PAYMENT_LIST: ListSpec<'distributorId', PaymentSort> = {
  filters: { distributorId: null },
  sorts: PAYMENT_SORTS,
  defaultPageSize: 25,
  defaultSort: { sort: 'recordedAt', order: 'desc' },
};

/**
 * An admin's steps on a payment with an advance left (kept beyond its invoice's balance): set it
 * against the distributor's other invoices, or pay it back.
 */
function useAdvanceColumn(): Column<Payment, PaymentSort> {
  const { t } = useTranslation();
  return {
    key: 'actions',
    header: t('common.actions'),
    hideHeader: true,
    className: 'text-right',
    cell: (p) =>
      !p.reversedAt ? (
        <div className="flex flex-wrap justify-end gap-2">
          <CreditActions
            size="sm"
            named
            credit={{
              sourceType: 'PAYMENT',
              sourceId: p.id,
              sourceNumber: p.reference,
              date: p.paidOn,
              distributorId: p.distributorId,
              distributorName: p.distributorName,
              unappliedPaise: p.advancePaise,
            }}
          />
        </div>
      ) : null,
  };
}

/** /billing/payments: the payments received (an admin's all, by distributor; a distributor's own). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const admin = user.userType === 'admin';
  const list = useListState(PAYMENT_LIST);
  const payments = usePayments(list.query);
  const columns = usePaymentColumns({ invoice: true, distributor: admin });
  const advance = useAdvanceColumn();
  return (
    <ListPage
      title={t('pages.billingPayments.title')}
      description={t('pages.billingPayments.description')}
      above={<BillingTabs current="payments" />}
      filters={
        admin ? (
          <DistributorFilter
            value={list.filters.distributorId}
            onChange={(value) => list.setFilter('distributorId', value)}
          />
        ) : undefined
      }
      pager={pagerOf(list, payments)}
    >
      <PagedTable
        label={t('pages.billingPayments.title')}
        rows={payments.data?.payments ?? []}
        rowKey={(p) => p.id}
        columns={admin ? [...columns, advance] : columns}
        list={list}
        query={payments}
        texts={{
          loading: t('billing.payments.loading'),
          failed: t('billing.payments.loadFailed'),
          empty: t('billing.payments.empty'),
          emptyHint: t('billing.payments.emptyHint'),
        }}
      />
    </ListPage>
  );
}
