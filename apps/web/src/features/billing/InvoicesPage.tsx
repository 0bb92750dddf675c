import { INVOICE_STATUSES } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../../api/billing';
import { useUser } from '../../api/session';
import { useListState } from '../../lib/list/use-list-state';
import { MonthStatusFilters } from './MonthStatusFilters';
import { BillingListPage } from './BillingListPage';
import { useInvoiceColumns } from './invoice-columns';
import { INVOICE_LIST } from './invoice-list';
import { recentMonths } from './months';

/**
 * /billing/invoices: an admin's every invoice (month, distributor and status filters), a
 * distributor's own issued ones.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
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
        <MonthStatusFilters
          filters={list.filters}
          setFilter={list.setFilter}
          months={INVOICE_LIST.filters.month ?? recentMonths()}
          statuses={INVOICE_STATUSES}
          statusLabel={(s) => t(`billing.status.${s}`)}
          admin={admin}
        />
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
