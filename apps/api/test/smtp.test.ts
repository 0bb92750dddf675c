import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

it('the mailer delivers through SMTP: subject, recipient, both bodies and an attachment', async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'Console <console@example.test>' })!;
  await mailer.send({
    to: 'asha@example.test',
    subject: 'Stock is low',
    text: 'Plain body',
    html: '<p>HTML body</p>',
    attachments: [{ filename: 'report.csv', content: Buffer.from('a,b\n1,2\n') }],
  });
  mailer.close();
  const [mail] = await smtp.waitFor(1);
  expect(mail!.subject).toBe('Stock is low');
  expect(mail!.text?.trim()).toBe('Plain body');
  expect(mail!.html).toContain('<p>HTML body</p>');
  expect(mail!.attachments[0]!.filename).toBe('report.csv');
  expect(mail!.attachments[0]!.content.toString()).toBe('a,b\n1,2\n');
  expect(JSON.stringify(mail!.to)).toContain('asha@example.test');
});

it('there is no mailer without SMTP_URL', () => {
  expect(createMailer({ from: 'x@example.test' })).toBeNull();
});
