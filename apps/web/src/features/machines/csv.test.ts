import { MACHINE_IMPORT_COLUMNS } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { errorRowsCsv, parseCsv, templateCsv, toCsv } from './csv';

describe('import CSV helpers', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
    expect(parseCsv('a,"open')).toBeNull();
  });

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
