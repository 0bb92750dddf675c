/**
 * A `text/csv` body is a file upload: the upload routes take it, every other call answers 415
 * `unsupported_media_type` (not a validation error about a body it never read as JSON).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-app';

const t = useTestApp();
const admin = t.signIn('admin');

const csv = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...admin.auth, 'content-type': 'text/csv' },
    payload: 'serialNumber,type,model,manufacturer\nCSV-1,POS,T-300,Telering\n',
  });

describe('text/csv bodies', () => {
  it.each(['/api/receipts', '/api/machines', '/api/machines/activation'])(
    '%s takes JSON: a CSV body is a 415 with its code',
    async (url) => {
      const res = await csv(url);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: expect.any(String),
        code: 'unsupported_media_type',
      });
    },
  );

  it('the upload routes still take one', async () => {
    const res = await csv(
      '/api/receipts/upload?serviceProviderId=999999&reference=R&receiptDate=2026-11-20',
    );
    expect(res.statusCode).not.toBe(415);
  });
});
