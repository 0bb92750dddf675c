import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv } from './csv-parse';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields with LF, CRLF and lone CR line ends', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, including leading and trailing ones', () => {
    expect(parseCsv(',a,,b,')).toEqual([['', 'a', '', 'b', '']]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"a,b","say ""hi""","two\r\nlines",""\nx,"",y')).toEqual([
      ['a,b', 'say "hi"', 'two\r\nlines', ''],
      ['x', '', 'y'],
    ]);
  });

  it('ignores a UTF-8 BOM and a final line break, keeps blank lines as empty records', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n')).toEqual([['a', 'b'], [''], ['1', '2']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('5" screen,x')).toEqual([['5" screen', 'x']]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the record', () => {
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow(CsvParseError);
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow('Row 3: a quoted field is never closed');
    expect(() => parseCsv('a\n"x"y,z')).toThrow('Row 2: unexpected text after a closing quote');
  });

  it('reads a large file quickly', () => {
    const line = 'TLR-POS-000001,Telering T-300,Telering,POS,AVAILABLE,,,123,456,,no,1\n';
    const text = line.repeat(70_000); // ~5 MB
    const started = Date.now();
    const records = parseCsv(text);
    expect(records).toHaveLength(70_000);
    expect(records[69_999]).toHaveLength(12);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
