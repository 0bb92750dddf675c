import {
  can,
  formatRupees,
  REPORT_ACCESS,
  reportTakesDates,
  type ReportFormat,
  type ReportSchedule,
  type ReportType,
  BUSINESS_TIME_ZONE,
} from '@dd/contract';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { useUser } from '../../api/session';
import { useDistributorOptions } from '../../api/distributors';
import { downloadReport, useReportPreview } from '../../api/reports';
import { useRetailerOptions } from '../../api/retailers';
import { PROVIDER_NAMES_STALE_TIME, useProviders } from '../../api/service-providers';
import { saveFile } from '../../lib/save-file';
import { ChoiceCards, type Choice } from './ChoiceCards';
import { estimateFileBytes } from './estimate';
import { useReportFormatters } from './format';
import { GenerateControls, type GenerateProgress } from './GenerateControls';
import { filterLabel, machineTypeLabel, reportTitle, statusLabel } from './labels';
import {
  DEFAULT_TYPE,
  hasDateError,
  REPORT_FILTERS,
  reportQuery,
  scheduleState,
  type ReportState,
} from './params';
import { ReportOptions, type OptionList } from './ReportOptions';
import { ReportPreview } from './ReportPreview';
import { ReportSummary, type ActiveFilter } from './ReportSummary';
import { ScheduleButton } from './ScheduleButton';
import { ScheduledReports } from './ScheduledReports';
import { REPORT_GROUPS, reportTypeChoices, type ReportGroup } from './type-choices';
import { useDebouncedValue } from '../../lib/list/use-debounced-value';
import { PREVIEW_DEBOUNCE_MS, useReportParams } from './useReportParams';

const GROUP_LEGENDS = {
  spec: 'reports.types.legend',
  merchant: 'reports.types.merchantLegend',
  billing: 'reports.types.billingLegend',
} as const satisfies Record<ReportGroup, string>;

/** The progress text changes at most this often (a big file arrives in many small chunks). */
const PROGRESS_INTERVAL_MS = 100;

/** docs/product/screens.md, Reports (/reports): choose, filter, preview and download a report. */
export function ReportsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const timeZone = user.preferences?.timezone ?? BUSINESS_TIME_ZONE;
  const fmt = useReportFormatters(timeZone);
  const { state, setType, setFormat, setDate, setFilter, load } = useReportParams();
  const [editing, setEditing] = useState<ReportSchedule | null>(null);
  // A link to a report the role may not read (the RMA batches for a distributor): the default.
  const typeAllowed = can(user.userType, REPORT_ACCESS[state.type]);
  useEffect(() => {
    if (!typeAllowed) setType(DEFAULT_TYPE);
  }, [typeAllowed, setType]);
  const dateError = hasDateError(state);
  const isDistributor = user.userType === 'distributor';

  // The preview follows the choices once they have settled for a moment.
  const query = useMemo(() => reportQuery(state), [state]);
  const requestKey = JSON.stringify([state.type, query]);
  const settledKey = useDebouncedValue(requestKey, PREVIEW_DEBOUNCE_MS);
  const [settledType, settledQuery] = JSON.parse(settledKey) as [
    ReportType,
    Record<string, string>,
  ];
  const settledDateError = hasDateError({
    dateFrom: settledQuery.dateFrom ?? '',
    dateTo: settledQuery.dateTo ?? '',
  });
  const preview = useReportPreview(
    settledType,
    settledQuery,
    !settledDateError && !dateError && can(user.userType, REPORT_ACCESS[settledType]),
  );
  const previewIsCurrent =
    settledKey === requestKey && !!preview.data && !preview.isPlaceholderData;

  // Option lists only for the filters the chosen type has.
  const filterKinds = new Set(REPORT_FILTERS[state.type].map((def) => def.kind));
  const distributors = useDistributorOptions({
    enabled: filterKinds.has('distributor') && !isDistributor,
  });
  const retailers = useRetailerOptions(
    isDistributor ? undefined : idOf(state.filters.distributorId),
    {
      enabled: filterKinds.has('retailer'),
    },
  );

  const providers = useProviders({
    enabled: filterKinds.has('provider'),
    staleTime: PROVIDER_NAMES_STALE_TIME,
  });

  const title = reportTitle(t, state.type);
  const formatLabel = t(`reports.format.${state.format}`);

  const activeFilters = useMemo<ActiveFilter[]>(() => {
    const nameOf = (list: { id: number; name: string }[] | undefined, id: string) =>
      list?.find((o) => String(o.id) === id)?.name ?? `#${id}`;
    return REPORT_FILTERS[state.type].flatMap((def): ActiveFilter[] => {
      const raw = state.filters[def.key]?.trim();
      if (!raw) return [];
      let value = raw;
      if (def.kind === 'status') value = statusLabel(t, raw);
      else if (def.kind === 'machineType') value = machineTypeLabel(t, raw);
      else if (def.kind === 'distributor') value = nameOf(distributors.data, raw);
      else if (def.kind === 'retailer') value = nameOf(retailers.data, raw);
      else if (def.kind === 'provider') value = nameOf(providers.data, raw);
      else if (def.kind === 'rupees') value = formatRupees(Number(raw));
      return [{ key: def.key, label: filterLabel(t, def.key), value }];
    });
  }, [state, t, distributors.data, retailers.data, providers.data]);

  // Generating: stream the file with progress, save it, say so.
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<GenerateProgress | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const generate = useCallback(
    async (current: ReportState, estimate: number | null) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setBusy(true);
      setProgress({ received: 0, estimate });
      let shownAt = 0;
      try {
        const file = await downloadReport(current.type, current.format, reportQuery(current), {
          signal: controller.signal,
          onProgress: (received) => {
            const now = performance.now();
            if (now - shownAt < PROGRESS_INTERVAL_MS) return;
            shownAt = now;
            setProgress({ received, estimate });
          },
        });
        if (controller.signal.aborted) return;
        saveFile(file);
        toast.success(t('reports.generate.success'));
      } catch (error) {
        if (controller.signal.aborted) return; // cancelled by the user or by leaving the screen
        console.error(error);
        toast.error(t('reports.generate.failed'));
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setBusy(false);
          setProgress(null);
        }
      }
    },
    [t],
  );

  const onGenerate = () => {
    if (busy || dateError) return;
    const estimate =
      previewIsCurrent && preview.data ? estimateFileBytes(preview.data, state.format) : null;
    void generate(state, estimate);
  };

  const typeChoices = useMemo(() => reportTypeChoices(t, user.userType), [t, user.userType]);
  const dates = reportTakesDates(state.type);
  const formatChoices = useMemo<Choice<ReportFormat>[]>(
    () => [
      {
        value: 'csv',
        title: t('reports.format.csv'),
        description: t('reports.format.csvHint'),
        icon: FileText,
      },
      {
        value: 'excel',
        title: t('reports.format.excel'),
        description: t('reports.format.excelHint'),
        icon: FileSpreadsheet,
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.reports.title')} description={t('pages.reports.description')} />

      {/* The summary sticks beside the choices (within this grid: never over the preview). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card className="space-y-6 p-4 sm:p-5">
            {REPORT_GROUPS.filter((group) => typeChoices[group].length > 0).map((group) => (
              <ChoiceCards
                key={group}
                legend={t(GROUP_LEGENDS[group])}
                name="report-type"
                choices={typeChoices[group]}
                value={state.type}
                onChange={setType}
                className="sm:grid-cols-2"
              />
            ))}
          </Card>

          <ReportOptions
            state={state}
            dateError={dateError}
            showDistributor={!isDistributor}
            distributors={optionList(distributors)}
            retailers={optionList(retailers)}
            providers={optionList(providers)}
            onDate={setDate}
            onFilter={setFilter}
          />

          <Card className="p-4 sm:p-5">
            <ChoiceCards
              legend={t('reports.format.legend')}
              name="report-format"
              choices={formatChoices}
              value={state.format}
              onChange={setFormat}
              className="sm:grid-cols-2"
            />
          </Card>
        </div>

        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ReportSummary
            report={title}
            format={formatLabel}
            dateFrom={state.dateFrom}
            dateTo={state.dateTo}
            dates={dates}
            filters={activeFilters}
          >
            <GenerateControls
              busy={busy}
              disabled={dateError}
              disabledReason={dateError ? t('reports.generate.fixDates') : undefined}
              progress={progress}
              onGenerate={onGenerate}
              onCancel={() => abortRef.current?.abort()}
            />
            <ScheduleButton
              type={state.type}
              title={title}
              filters={query}
              format={state.format}
              summary={[title, formatLabel, ...activeFilters.map((f) => `${f.label}: ${f.value}`)]
                .concat(
                  dates && (state.dateFrom || state.dateTo)
                    ? [`${state.dateFrom} – ${state.dateTo}`]
                    : [],
                )
                .join(' · ')}
              isAdmin={user.userType === 'admin'}
              timeZone={timeZone}
              disabled={dateError || !typeAllowed}
              editing={editing}
              onStopEditing={() => setEditing(null)}
            />
          </ReportSummary>
        </div>
      </div>

      <div className="mt-6 min-w-0">
        <ReportPreview
          type={state.type}
          title={title}
          data={dateError ? undefined : preview.data}
          isLoading={preview.isPending && preview.fetchStatus !== 'idle'}
          isUpdating={
            !dateError &&
            (requestKey !== settledKey || (preview.isFetching && preview.isPlaceholderData))
          }
          error={preview.error}
          datesInvalid={dateError}
          fmt={fmt}
          onRetry={() => void preview.refetch()}
        />
      </div>

      <div className="mt-6 min-w-0">
        <ScheduledReports
          timeZone={timeZone}
          onEdit={(schedule) => {
            load(scheduleState(schedule));
            setEditing(schedule);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </div>
    </>
  );
}

/** A distributor filter's value from the URL as an id; anything else means all distributors. */
/** A filter's options as the options card takes them (loading, failed or loaded). */
function optionList(query: {
  data: OptionList['options'];
  isLoading: boolean;
  isError: boolean;
}): OptionList {
  return { options: query.data, loading: query.isLoading, failed: query.isError };
}

function idOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
