import {
  type SecurityEventListQuery,
  SecurityEventListResponse,
  type SecurityExportFormat,
} from '@dd/contract';
import { securityExportFileName, toIsoDate } from '@dd/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, useListGet } from './hooks';
import { securityEventKeys, type ListParams } from './keys';

/** The list's query as the URL holds it (filters, search, page, sort: only when set). */
export type SecurityEventsQuery = ListParams<SecurityEventListQuery>;

/** GET /security-events (admins): one page of the log, newest first unless sorted. */
export function useSecurityEvents(query: SecurityEventsQuery, enabled = true) {
  return useListGet(
    securityEventKeys.list(query),
    '/security-events',
    SecurityEventListResponse,
    query,
    enabled,
  );
}

/**
 * GET /security-events/export?format=&<filters>: the whole filtered log as a file (the page and
 * sort are not sent: the file is every match, newest first).
 */
export function useExportSecurityEvents() {
  return useMutation({
    mutationFn: ({
      format,
      query,
    }: {
      format: SecurityExportFormat;
      query: SecurityEventsQuery;
    }) => {
      const { page: _page, pageSize: _size, sort: _sort, order: _order, ...filters } = query;
      return downloadFile(
        '/security-events/export',
        securityExportFileName(format, toIsoDate(new Date())),
        { query: { ...filters, format } },
      );
    },
  });
}
