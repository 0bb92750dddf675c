import { REFUND_VOUCHER_STATUSES } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useRefundVouchers } from '../../../api/books';
import { useUser } from '../../../api/session';
import { useListState } from '../../../lib/list/use-list-state';
import { MonthStatusFilters } from '../MonthStatusFilters';
import { BillingListPage } from '../BillingListPage';
import { recentMonths } from '../months';
import { REFUND_VOUCHER_LIST, useRefundVoucherColumns } from './refund-voucher-columns';

/**
 * /billing/refund-vouchers: the deposits returned (an admin's every voucher, drafts too, by
 * distributor; a distributor's own issued ones), by month and status.
 */
export function RefundVouchersPage() {
  const { t } = useTranslation();
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
        <MonthStatusFilters
          filters={list.filters}
          setFilter={list.setFilter}
          months={REFUND_VOUCHER_LIST.filters.month ?? recentMonths()}
          statuses={REFUND_VOUCHER_STATUSES}
          statusLabel={(s) => t(`books.voucherStatus.${s}`)}
          admin={admin}
        />
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
