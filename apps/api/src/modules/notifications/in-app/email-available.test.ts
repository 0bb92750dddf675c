import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-app';
import { send } from '../../../../test/requests';

// Nothing listens there: the mailer connects only when it sends, and nothing is sent here.
const t = useTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
const user = t.signIn('retailer');

describe('notification preferences with SMTP configured', () => {
  it('says email is available', async () => {
    const res = await send(t, user, 'GET', '/api/notifications/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json().emailAvailable).toBe(true);
  });
});
