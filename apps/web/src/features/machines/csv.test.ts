import { MACHINE_IMPORT_COLUMNS, parseCsv } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { errorRowsCsv, templateCsv, toCsv } from './csv';

describe('import CSV helpers', () => {
  it('writes a template with the columns (no provider: the dialog picks it) and two example rows', () => {
    const [header, ...examples] = parseCsv(templateCsv())!;
    expect(header).toEqual(MACHINE_IMPORT_COLUMNS.filter((c) => c !== 'serviceProviderId'));
    expect(examples).toHaveLength(2);
    expect(examples.map((row) => row[header!.indexOf('type')])).toEqual(['POS', 'SOUNDBOX']);
    for (const row of examples) expect(row).toHaveLength(header!.length);
  });

  it('quotes cells that need it', () => {
    expect(toCsv([['a,b', 'c"d', 'plain']])).toBe('"a,b","c""d",plain\r\n');
  });

  it('lists only the errors when the file cannot be read', () => {
    const out = errorRowsCsv(
      'a,"open',
      [{ row: 1, column: '', code: 'invalid_csv', message: 'Bad' }],
      () => 'unreadable',
    );
    expect(parseCsv(out)).toEqual([
      ['row', 'column', 'message'],
      ['1', '', 'unreadable'],
    ]);
  });

  it('lists the rejected rows as they were, with their errors in a last column', () => {
    const csv = 'serialNumber,model\nGOOD-1,M1\nBAD 2,M2\n\n,M4\n';
    const out = errorRowsCsv(
      csv,
      [
        { row: 3, column: 'serialNumber', code: 'invalid_format', message: 'Invalid' },
        { row: 5, column: 'serialNumber', code: 'required', message: 'Required' },
        { row: 5, column: 'type', code: 'required', message: 'Required' },
      ],
      (e) => `text of ${e.code}`,
    );
    expect(parseCsv(out)).toEqual([
      ['serialNumber', 'model', 'errors'],
      ['BAD 2', 'M2', 'serialNumber: text of invalid_format'],
      ['', 'M4', 'serialNumber: text of required; type: text of required'],
    ]);
  });
});
