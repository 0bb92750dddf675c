/** Notification emails: the channel that queues them and the job that renders and sends them. */
export { emailChannel, EMAIL_JOB } from './channel';
export { emailHandlers } from './handler';
export { renderEmail } from './render';
