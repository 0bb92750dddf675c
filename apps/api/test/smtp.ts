import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  /** For SMTP_URL / buildTestApp({ smtpUrl }). */
  url: string;
  port: number;
  /** Every message received so far, parsed (subject, to, text, html, attachments, headers). */
  messages: ParsedMail[];
  /** Waits until at least `count` messages arrived (default 10 s). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** The messages so far with `email` among their recipients (To). */
  mailsTo(email: string): ParsedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on a loopback port that keeps what it receives. `port`: listen on this one
 * (a server "coming back" where a stopped one was); any free port by default.
 */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) {
          throw new Error(`expected ${count} emails, got ${messages.length}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    mailsTo: (email) => messages.filter((m) => JSON.stringify(m.to).includes(`"${email}"`)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
