/**
 * Telling people what happened: the outbox (written with each change), the job queue and the
 * background worker that delivers it (in-app, email, webhooks), scheduled reports.
 */
export { emit, type OutboxEvent } from './outbox';
export { devicesPayload, SERIALS_IN_PAYLOAD } from './payload';
export { enqueue } from './queue';
export { startBackground, type BackgroundDeps } from './background';
export { createMailer, type Mailer, type Mail } from './mailer';
export type { Worker } from './worker';
export { reportSchedulesRoutes } from './schedules';
export { webhooksRoutes } from './webhooks';
export { notificationsRoutes } from './in-app';
export { scheduleRetention } from './retention';
