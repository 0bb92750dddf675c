import { CREDIT_SOURCES } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayouts } from '../../../api/books';
import { useUser } from '../../../api/session';
import { FilterSelect } from '../../../lib/list/FilterSelect';
import { useListState } from '../../../lib/list/use-list-state';
import { BillingListPage } from '../BillingListPage';
import { DistributorFilter } from '../DistributorFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { PAYOUT_LIST, usePayoutColumns } from './payout-columns';

/**
 * /billing/payouts: the money paid to distributors (refund vouchers settled, commissions net of
 * TDS, advances and credit notes paid back): an admin's every payout, a distributor's own.
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  const id = useId();
  const admin = useUser().userType === 'admin';
  const list = useListState(PAYOUT_LIST);
  const payouts = usePayouts(list.query);
  const columns = usePayoutColumns(admin);
  const { from, to } = list.filters;
  return (
    <BillingListPage
      tab="payouts"
      title={t('pages.billingPayouts.title')}
      description={t('pages.billingPayouts.description')}
      filters={
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-4">
          <DateRangeFilter id={id} from={from} to={to} onChange={list.setFilter} />
          {admin ? (
            <DistributorFilter
              value={list.filters.distributorId}
              onChange={(value) => list.setFilter('distributorId', value)}
            />
          ) : null}
          <FilterSelect
            label={t('books.payouts.kind')}
            allLabel={t('books.payouts.allKinds')}
            value={list.filters.sourceType}
            options={CREDIT_SOURCES}
            optionLabel={(s) => t(`books.sources.${s}`)}
            onChange={(value) => list.setFilter('sourceType', value)}
          />
        </div>
      }
      list={list}
      query={payouts}
      rows={payouts.data?.payouts ?? []}
      rowKey={(p) => p.id}
      columns={columns}
      texts={{
        loading: t('books.payouts.loading'),
        failed: t('books.payouts.loadFailed'),
        empty: t('books.payouts.empty'),
        emptyHint: t('books.payouts.emptyHint'),
      }}
    />
  );
}
