import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType?: string };

export type Mail = {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Receivers (and our retries) drop repeats by it. */
  messageId?: string;
  /** Extra headers (X-Event-Id on notification emails). */
  headers?: Record<string, string>;
};

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** Email through SMTP (SMTP_URL, MAIL_FROM); null when no server is configured. */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer | null {
  if (!options.smtpUrl) return null;
  // Bounded waits: a hung server fails the try (and it is retried) well within a job's lease.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
