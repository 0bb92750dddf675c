import { REFUND_VOUCHER_STATUSES } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useRefundVouchers } from '../../../api/books';
import { useUser } from '../../../api/session';
import { useFormatters } from '../../../lib/format';
import { FilterSelect } from '../../../lib/list/FilterSelect';
import { useListState } from '../../../lib/list/use-list-state';
import { BillingListPage } from '../BillingListPage';
import { DistributorFilter } from '../DistributorFilter';
import { recentMonths } from '../months';
import { REFUND_VOUCHER_LIST, useRefundVoucherColumns } from './refund-voucher-columns';

/**
 * /billing/refund-vouchers: the deposits returned (an admin's every voucher, drafts too, by
 * distributor; a distributor's own issued ones), by month and status.
 */
export function RefundVouchersPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const admin = useUser().userType === 'admin';
  const list = useListState(REFUND_VOUCHER_LIST);
  const vouchers = useRefundVouchers(list.query);
  const columns = useRefundVoucherColumns(admin);
  return (
    <BillingListPage
      tab="refundVouchers"
      title={t('pages.billingRefundVouchers.title')}
      description={t('pages.billingRefundVouchers.description')}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FilterSelect
            label={t('billing.invoices.month')}
            allLabel={t('billing.invoices.allMonths')}
            value={list.filters.month}
            options={REFUND_VOUCHER_LIST.filters.month ?? recentMonths()}
            optionLabel={(m) => fmt.month(m)}
            onChange={(value) => list.setFilter('month', value)}
          />
          {admin ? (
            <DistributorFilter
              value={list.filters.distributorId}
              onChange={(value) => list.setFilter('distributorId', value)}
            />
          ) : null}
          <FilterSelect
            label={t('billing.invoices.status')}
            allLabel={t('billing.invoices.allStatuses')}
            value={list.filters.status}
            options={REFUND_VOUCHER_STATUSES}
            optionLabel={(s) => t(`books.voucherStatus.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
          />
        </div>
      }
      list={list}
      query={vouchers}
      rows={vouchers.data?.refundVouchers ?? []}
      rowKey={(v) => v.id}
      columns={columns}
      texts={{
        loading: t('books.refundVouchers.loading'),
        failed: t('books.refundVouchers.loadFailed'),
        empty: t('books.refundVouchers.empty'),
        emptyHint: t(
          admin ? 'books.refundVouchers.emptyHintAdmin' : 'books.refundVouchers.emptyHint',
        ),
      }}
    />
  );
}
