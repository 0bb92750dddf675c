import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { downloadFile } from './hooks';
import { downloadReport } from './reports';

/**
 * A refused download is read as the error it is (its JSON body's code and params), never as a
 * file: every download button shows its code's text from it (the invoice's, a credit note's, a
 * refund voucher's, a report's).
 */
describe('a refused download', () => {
  const refusal = {
    status: 409,
    body: {
      error: 'The invoice is CANCELLED',
      code: 'einvoice_invoice_not_issued',
      params: { status: 'CANCELLED' },
    },
  };

  it('rejects with the code and params of its answer', async () => {
    mockFetch({ 'GET /invoices/7/einvoice.json': refusal });
    await expect(downloadFile('/invoices/7/einvoice.json', 'x.json')).rejects.toMatchObject({
      status: 409,
      code: 'einvoice_invoice_not_issued',
      params: { status: 'CANCELLED' },
    });
  });

  it('does so also for a file read as it streams in', async () => {
    mockFetch({
      'GET /reports/receivables/export': {
        status: 400,
        body: { error: 'Bad', code: 'validation_failed' },
      },
    });
    await expect(
      downloadReport('receivables', 'csv', {}, { onProgress: () => {} }),
    ).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
