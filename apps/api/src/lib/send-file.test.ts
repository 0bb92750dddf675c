import { describe, expect, it } from 'vitest';
import { attachment } from './send-file';

describe('attachment', () => {
  it('names a file as it is', () => {
    expect(attachment('R-000012.pdf')).toBe('attachment; filename="R-000012.pdf"');
  });

  it('keeps quotes and line breaks out of the header', () => {
    expect(attachment('a"b\r\nSet-Cookie: x.csv')).toBe(
      'attachment; filename="a_b__Set-Cookie: x.csv"',
    );
  });
});
