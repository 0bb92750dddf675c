/**
 * Notification emails: the channel that queues them (or holds them for the daily digest), the
 * jobs that render and send them, the digest and the email to a changed account's old address.
 */
export { emailChannel, EMAIL_JOB } from './channel';
export { type EmailDeps } from './deps';
export { DIGEST_JOB, digestsJob } from './digest/queue';
export { digestHandler } from './digest/handler';
export { emailHandler } from './handler';
export { PREVIOUS_ADDRESS_JOB, previousAddressHandler } from './previous-address';
