import { INVOICE_STATUSES } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../../api/billing';
import { useUser } from '../../api/session';
import { useFormatters } from '../../lib/format';
import { FilterSelect } from '../../lib/list/FilterSelect';
import { useListState } from '../../lib/list/use-list-state';
import { BillingListPage } from './BillingListPage';
import { DistributorFilter } from './DistributorFilter';
import { useInvoiceColumns } from './invoice-columns';
import { INVOICE_LIST } from './invoice-list';
import { recentMonths } from './months';

/**
 * /billing/invoices: an admin's every invoice (month, distributor and status filters), a
 * distributor's own issued ones.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const user = useUser();
  const admin = user.userType === 'admin';
  const list = useListState(INVOICE_LIST);
  const invoices = useInvoices(list.query);
  const columns = useInvoiceColumns(admin);

  return (
    <BillingListPage
      tab="invoices"
      title={t('pages.billingInvoices.title')}
      description={t('pages.billingInvoices.description')}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FilterSelect
            label={t('billing.invoices.month')}
            allLabel={t('billing.invoices.allMonths')}
            value={list.filters.month}
            options={INVOICE_LIST.filters.month ?? recentMonths()}
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
            options={INVOICE_STATUSES}
            optionLabel={(s) => t(`billing.status.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
          />
        </div>
      }
      list={list}
      query={invoices}
      rows={invoices.data?.invoices ?? []}
      rowKey={(r) => r.id}
      columns={columns}
      texts={{
        loading: t('billing.invoices.loading'),
        failed: t('billing.invoices.loadFailed'),
        empty: t('billing.invoices.empty'),
        emptyHint: t(admin ? 'billing.invoices.emptyHintAdmin' : 'billing.invoices.emptyHint'),
      }}
    />
  );
}
