import type { ReactNode } from 'react';
import type { AnswerTexts } from '../../components/ui/answer-states';
import type { DataTableProps } from '../../components/ui/DataTable';
import { ListPage } from '../../lib/list/ListPage';
import { PagedTable, pagerOf, type PagedList, type PagedQuery } from '../../lib/list/PagedTable';
import { BillingTabs } from './BillingTabs';
import type { BillingTab } from './tabs';

/**
 * A Billing tab that is a list of documents (invoices, credit notes, refund vouchers, payouts):
 * the page's title, the tabs, its filters, and its rows paged and sorted on the server, with the
 * list's loading, failed and empty texts. Each tab gives only what is its own.
 */
export function BillingListPage<T, S extends string>({
  tab,
  title,
  description,
  filters,
  list,
  query,
  texts,
  ...table
}: Omit<DataTableProps<T, S>, 'sort' | 'busy' | 'states' | 'label'> & {
  tab: BillingTab;
  title: string;
  description: string;
  filters: ReactNode;
  list: PagedList<S>;
  query: PagedQuery;
  texts: AnswerTexts;
}) {
  return (
    <ListPage
      title={title}
      description={description}
      above={<BillingTabs current={tab} />}
      filters={filters}
      pager={pagerOf(list, query)}
    >
      <PagedTable {...table} label={title} list={list} query={query} texts={texts} />
    </ListPage>
  );
}
