/** Notification emails: the channel that queues them and the job that renders and sends them. */
export { emailChannel, EMAIL_JOB, type EmailDeps } from './channel';
export { emailHandler } from './handler';
export { renderEmail } from './render';
