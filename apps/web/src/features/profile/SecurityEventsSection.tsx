import { SECURITY_EVENT_TYPES, type SecurityExportFormat } from '@dd/contract';
import { Download } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  useExportSecurityEvents,
  useSecurityEvents,
  type SecurityEventsQuery,
} from '../../api/security-events';
import { Button } from '../../components/ui/Button';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { TextField } from '../../components/forms/FormField';
import { Pagination } from '../../components/ui/Pagination';
import { errorText } from '../../lib/errors';
import { ListSearch } from '../../lib/list/ListSearch';
import { useListState } from '../../lib/list/use-list-state';
import { saveFile } from '../../lib/save-file';
import { SECURITY_EVENT_LIST } from './security-events-list';
import { SecurityEventsTable } from './SecurityEventsTable';
import { Section } from './Section';
import { answerStates } from '../../components/ui/answer-states';

/** The filters' labels are small (four filters share a row). */
const filterLabel = { labelClassName: 'text-xs' };

/**
 * Admins only (security:read): the security event log (GET /security-events) with its filters
 * in the URL, and the filtered log as CSV or Excel.
 */
export function SecurityEventsSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const list = useListState(SECURITY_EVENT_LIST);
  const { dateFrom, dateTo, type } = list.filters;
  const badRange = dateFrom !== '' && dateTo !== '' && dateTo < dateFrom;
  const query = list.query as SecurityEventsQuery;
  const events = useSecurityEvents(query, !badRange);
  const exporter = useExportSecurityEvents();
  const rows = events.data?.events ?? [];

  const download = async (format: SecurityExportFormat) => {
    try {
      saveFile(await exporter.mutateAsync({ format, query }));
    } catch (error) {
      toast.error(errorText(error, t, t('profile.securityEvents.export.failed')));
    }
  };

  const exportButton = (format: SecurityExportFormat) => (
    <Button
      variant="secondary"
      size="sm"
      disabled={exporter.isPending || badRange}
      onClick={() => void download(format)}
    >
      <Download aria-hidden="true" className="size-4" />
      {exporter.isPending && exporter.variables?.format === format
        ? t('profile.securityEvents.export.exporting')
        : t(`profile.securityEvents.export.${format === 'csv' ? 'csv' : 'excel'}`)}
    </Button>
  );

  const pager = (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={events.data?.total ?? 0}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );

  return (
    // A landmark of its own: the log is long, and screen readers jump to it by name.
    <section aria-label={t('profile.securityEvents.heading')}>
      <Section
        title={t('profile.securityEvents.heading')}
        description={t('profile.securityEvents.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {exportButton('csv')}
            {exportButton('xlsx')}
          </div>
        }
      >
        <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4">
          <ListSearch
            id={`${id}-search`}
            label={t('profile.securityEvents.filters.search')}
            text={list.searchText}
            onText={list.setSearchText}
            placeholder={t('profile.securityEvents.filters.searchPlaceholder')}
          />
          <ChoiceField
            {...filterLabel}
            id={`${id}-type`}
            label={t('profile.securityEvents.filters.type')}
            value={type}
            onChange={(event) => list.setFilter('type', event.target.value)}
            anyLabel={t('profile.securityEvents.filters.allTypes')}
            choices={SECURITY_EVENT_TYPES}
            choiceLabel={(value) => t(`profile.securityEvents.types.${value}`)}
          />
          <TextField
            {...filterLabel}
            id={`${id}-from`}
            label={t('profile.securityEvents.filters.dateFrom')}
            type="date"
            value={dateFrom}
            max={dateTo || undefined}
            onChange={(event) => list.setFilter('dateFrom', event.target.value)}
          />
          <TextField
            {...filterLabel}
            id={`${id}-to`}
            label={t('profile.securityEvents.filters.dateTo')}
            type="date"
            value={dateTo}
            min={dateFrom || undefined}
            error={badRange ? t('profile.securityEvents.filters.badRange') : undefined}
            onChange={(event) => list.setFilter('dateTo', event.target.value)}
          />
        </div>
        {list.hasActiveFilters ? (
          <div className="mb-4">
            <Button variant="ghost" size="sm" onClick={list.clear}>
              {t('profile.securityEvents.filters.clear')}
            </Button>
          </div>
        ) : null}

        {badRange ? null : (
          <>
            <SecurityEventsTable
              events={rows}
              busy={events.isPlaceholderData}
              sort={list.tableSort}
              timeZone={timeZone}
              states={answerStates(
                events,
                {
                  loading: t('profile.securityEvents.loading'),
                  failed: t('profile.securityEvents.loadFailed'),
                  empty: t('profile.securityEvents.empty'),
                  emptyHint: list.hasActiveFilters
                    ? t('profile.securityEvents.emptyFiltered')
                    : undefined,
                },
                { keepRows: true },
              )}
            />
            {events.isPending || (events.isError && !events.data) ? null : pager}
          </>
        )}
      </Section>
    </section>
  );
}
