import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './hooks';

/** GET /billing/gstr1?month=: a closed month's GSTR-1 as the GST portal's JSON (admins). */
export function useDownloadGstr1() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadFile('/billing/gstr1', `GSTR1-${month}.json`, { query: { month } }),
  });
}

/** GET /billing/tally.xml?from=&to=: the books of a date range as Tally Prime vouchers. */
export function useDownloadTally() {
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      downloadFile('/billing/tally.xml', `tally-${from}-${to}.xml`, { query: { from, to } }),
  });
}
