/** Outgoing webhooks (docs/webhooks.md): admin routes, the outbox channel, the delivery job. */
export { webhooksRoutes } from './routes';
export { registerWebhooks } from './background';
export { sealPlainSecrets, webhookSecrets } from './secret';
export { webhookEvent as webhookEventOf } from './channel';
