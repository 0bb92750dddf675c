import { CREDIT_STATES } from '@dd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditNotes } from '../../../api/books';
import { useUser } from '../../../api/session';
import { FilterSelect } from '../../../lib/list/FilterSelect';
import { ListSearch } from '../../../lib/list/ListSearch';
import { useListState } from '../../../lib/list/use-list-state';
import { BillingListPage } from '../BillingListPage';
import { DistributorFilter } from '../DistributorFilter';
import { CREDIT_NOTE_LIST, useCreditNoteColumns } from './credit-note-columns';
import { DateRangeFilter } from './DateRangeFilter';

/**
 * /billing/credit-notes: the credit notes (an admin's every one, by distributor; a distributor's
 * own), by issue date and Open / Applied, searched by number; sorted and paged on the server.
 */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const id = useId();
  const admin = useUser().userType === 'admin';
  const list = useListState(CREDIT_NOTE_LIST);
  const notes = useCreditNotes(list.query);
  const columns = useCreditNoteColumns(admin);
  const { from, to } = list.filters;
  return (
    <BillingListPage
      tab="creditNotes"
      title={t('pages.billingCreditNotes.title')}
      description={t('pages.billingCreditNotes.description')}
      filters={
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-5">
          <ListSearch
            id={`${id}-search`}
            label={t('books.creditNotes.search')}
            text={list.searchText}
            onText={list.setSearchText}
            placeholder={t('books.creditNotes.searchPlaceholder')}
          />
          <DateRangeFilter id={id} from={from} to={to} onChange={list.setFilter} />
          {admin ? (
            <DistributorFilter
              value={list.filters.distributorId}
              onChange={(value) => list.setFilter('distributorId', value)}
            />
          ) : null}
          <FilterSelect
            label={t('books.creditNotes.status')}
            allLabel={t('books.creditNotes.allStates')}
            value={list.filters.status}
            options={CREDIT_STATES}
            optionLabel={(s) => t(`books.creditStates.${s}`)}
            onChange={(value) => list.setFilter('status', value)}
          />
        </div>
      }
      list={list}
      query={notes}
      rows={notes.data?.creditNotes ?? []}
      rowKey={(n) => n.id}
      columns={columns}
      texts={{
        loading: t('books.creditNotes.loading'),
        failed: t('books.creditNotes.loadFailed'),
        empty: t('books.creditNotes.empty'),
        emptyHint: t(admin ? 'books.creditNotes.emptyHintAdmin' : 'books.creditNotes.emptyHint'),
      }}
    />
  );
}
