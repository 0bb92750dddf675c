import { startTestSmtp, type TestSmtp } from './smtp';
import { madeBeforeAll, useTestApp } from './use-app';

/** India time on a day of 2026, 'MM-DD' and 'HH:MM' (the test clocks of the email tests). */
export const india = (day: string, time: string) => new Date(`2026-${day}T${time}:00+05:30`);

/**
 * The SMTP server of one test file (test/smtp.ts): started before its tests, closed after them
 * (hooks registered here, in the order of the calls).
 */
function useTestSmtp(): Omit<TestSmtp, 'close'> {
  const smtp = madeBeforeAll('the test SMTP server', startTestSmtp, (started) => started.close());
  return {
    get url() {
      return smtp().url;
    },
    get port() {
      return smtp().port;
    },
    get messages() {
      return smtp().messages;
    },
    waitFor: (count, timeoutMs) => smtp().waitFor(count, timeoutMs),
    mailsTo: (email) => smtp().mailsTo(email),
  };
}

/** useTestApp sending its email through the file's own test SMTP server (started first). */
export function useMailingTestApp(options: Omit<Parameters<typeof useTestApp>[0], 'smtpUrl'> = {}) {
  const smtp = useTestSmtp();
  const t = useTestApp({
    ...options,
    get smtpUrl() {
      return smtp.url;
    },
  });
  return { t, smtp };
}
