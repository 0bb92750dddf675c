import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-app';

// Nothing listens there: the mailer connects only when it sends, and nothing is sent here.
const t = useTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
const user = t.signIn('retailer');

describe('notification preferences with SMTP configured', () => {
  it('says email is available', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailAvailable).toBe(true);
  });
});
