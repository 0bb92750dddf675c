import type { ReportFormat, ReportType } from '@dd/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readReportState, writeReportState, type FilterKey, type ReportState } from './params';

/** Filter and date changes wait this long before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The screen's choices, mirrored in the URL (replaced, not pushed) so a reload or a shared link
 * shows the same report. The state itself is React state: inputs update at once while the URL
 * follows, and a URL changed from outside (a link, the back button) is read back.
 * Changing the report type clears the previous type's filters; choosing another distributor
 * clears the chosen retailer (it may belong to the previous distributor).
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [state, setState] = useState<ReportState>(() => readReportState(params));
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== writeReportState(state)) setState(readReportState(params));
  }

  useEffect(() => {
    const next = writeReportState(state);
    if (next !== search) setParams(new URLSearchParams(next), { replace: true });
  }, [state, search, setParams]);

  const setType = useCallback(
    (type: ReportType) => setState((s) => (s.type === type ? s : { ...s, type, filters: {} })),
    [],
  );
  const setFormat = useCallback((format: ReportFormat) => setState((s) => ({ ...s, format })), []);
  const setDate = useCallback(
    (which: 'dateFrom' | 'dateTo', value: string) => setState((s) => ({ ...s, [which]: value })),
    [],
  );
  const setFilter = useCallback((key: FilterKey, value: string) => {
    setState((s) => {
      const filters = { ...s.filters };
      if (value === '' || value === 'all') delete filters[key];
      else filters[key] = value;
      if (key === 'distributorId') delete filters.retailerId;
      return { ...s, filters };
    });
  }, []);

  /** Puts the whole screen in this state (a schedule opened for editing). */
  const load = useCallback((next: ReportState) => setState(next), []);

  return { state, setType, setFormat, setDate, setFilter, load };
}
