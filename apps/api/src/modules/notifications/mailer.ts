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
};

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** Email through SMTP (SMTP_URL, MAIL_FROM); null when no server is configured. */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer | null {
  if (!options.smtpUrl) return null;
  const transport = nodemailer.createTransport(options.smtpUrl);
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
      });
    },
    close: () => transport.close(),
  };
}
