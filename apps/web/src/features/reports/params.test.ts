import { describe, expect, it } from 'vitest';
import { estimatedPercent, estimateFileBytes } from './estimate';
import {
  hasDateError,
  isIsoDate,
  readReportState,
  reportQuery,
  writeReportState,
  type ReportState,
} from './params';

const read = (query: string) => readReportState(new URLSearchParams(query));

describe('report state in the URL', () => {
  it('defaults to the assignments report as CSV, all dates, no filters', () => {
    expect(read('')).toEqual({
      type: 'assignments',
      format: 'csv',
      dateFrom: '',
      dateTo: '',
      filters: {},
    });
  });

  it("reads the type's own filters and ignores invalid or foreign ones", () => {
    expect(
      read('report=machines&status=MAINTENANCE&type=POS&manufacturer=Telering&city=Pune'),
    ).toMatchObject({
      type: 'machines',
      filters: { status: 'MAINTENANCE', type: 'POS', manufacturer: 'Telering' },
    });
    // ACTIVE is not a machine status; 'x' is not an id; 2023-02-29 is not a day.
    expect(read('report=machines&status=ACTIVE&type=TABLET')).toMatchObject({ filters: {} });
    expect(read('report=retailers&distributorId=x&dateFrom=2023-02-29&format=pdf')).toMatchObject({
      type: 'retailers',
      format: 'csv',
      dateFrom: '',
      filters: {},
    });
    expect(read('report=nope&type=POS').type).toBe('assignments');
  });

  it('writes what it reads (defaults left out)', () => {
    const state: ReportState = {
      type: 'assignments',
      format: 'excel',
      dateFrom: '2024-05-01',
      dateTo: '2024-05-31',
      filters: { status: 'ACTIVE', distributorId: '3', retailerId: '12' },
    };
    const written = writeReportState(state);
    expect(written).toBe(
      'status=ACTIVE&distributorId=3&retailerId=12&dateFrom=2024-05-01&dateTo=2024-05-31&format=excel',
    );
    expect(read(written)).toEqual(state);
    expect(writeReportState(read(''))).toBe('');
  });

  it('sends the set filters and dates, text trimmed', () => {
    expect(
      reportQuery({
        type: 'distributors',
        format: 'csv',
        dateFrom: '2024-01-01',
        dateTo: '',
        filters: { city: '  Ahmedabad ', state: '   ' },
      }),
    ).toEqual({ city: 'Ahmedabad', dateFrom: '2024-01-01' });
  });

  it('keeps no dates for the receivables ageing (as of today), its minimum in paise', () => {
    const state = read(
      'report=receivables&minOutstandingPaise=0500000&distributorId=2&dateFrom=2024-01-01',
    );
    expect(state).toEqual({
      type: 'receivables',
      format: 'csv',
      dateFrom: '',
      dateTo: '',
      filters: { minOutstandingPaise: '500000', distributorId: '2' },
    });
    expect(read('report=receivables&minOutstandingPaise=5.5').filters).toEqual({});
    // Dates left from another report are neither written nor sent, and cannot be wrong.
    const leftOver = { ...state, dateFrom: '2024-05-10', dateTo: '2024-05-01' };
    expect(writeReportState(leftOver)).toBe(
      'report=receivables&distributorId=2&minOutstandingPaise=500000',
    );
    expect(reportQuery(leftOver)).toEqual({ distributorId: '2', minOutstandingPaise: '500000' });
    expect(hasDateError(leftOver)).toBe(false);
  });

  it('flags a To Date before the From Date only', () => {
    expect(hasDateError({ dateFrom: '2024-05-10', dateTo: '2024-05-01' })).toBe(true);
    expect(hasDateError({ dateFrom: '2024-05-10', dateTo: '2024-05-10' })).toBe(false);
    expect(hasDateError({ dateFrom: '2024-05-10', dateTo: '' })).toBe(false);
    expect(hasDateError({ dateFrom: '', dateTo: '2024-05-01' })).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-5-1')).toBe(false);
  });
});

describe('file size estimate', () => {
  it('estimates the file size from the preview rows and total', () => {
    const preview = {
      fields: [
        { key: 'id', header: 'ID', kind: 'number' as const },
        { key: 'name', header: 'Name', kind: 'text' as const },
      ],
      rows: [
        { id: 1, name: 'A, B' }, // "1,""A, B""\r\n" = 10 bytes
        { id: 2, name: null }, // "2,\r\n" = 4 bytes
      ],
      total: 100,
    };
    // BOM 3 + "ID,Name\r\n" 9 + 100 * 7
    expect(estimateFileBytes(preview, 'csv')).toBe(712);
    expect(estimateFileBytes(preview, 'excel')).toBeGreaterThan(3300);
    expect(estimateFileBytes({ ...preview, rows: [] }, 'csv')).toBeNull();
    expect(estimateFileBytes({ ...preview, rows: [], total: 0 }, 'csv')).toBe(12);
  });

  it('never reports 100% before the end, and nothing without an estimate', () => {
    expect(estimatedPercent(50, 200)).toBe(25);
    expect(estimatedPercent(500, 200)).toBe(99);
    expect(estimatedPercent(10, null)).toBeNull();
  });
});
