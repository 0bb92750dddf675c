import type { Db } from '../../db/client';
import { emailChannel, emailHandlers } from './email';
import type { Mailer } from './mailer';
import { reportRunHandlers, reportScheduleTick } from './schedules';
import { inAppChannel } from './in-app';
import { createWorker, type Channel, type JobHandler, type Worker } from './worker';
import { webhookChannel, webhookHandlers } from './webhooks';
import { idleDevicesTick, lowStockTick } from '../stock-alerts';

/** What the channels, job handlers and ticks are built from. */
export type BackgroundDeps = {
  db: Db;
  /** null: no SMTP_URL, no email is sent (and none is queued). */
  mailer: Mailer | null;
  /** The product's address, for links in emails. */
  publicUrl: string;
  /** Webhooks may target private and loopback addresses (WEBHOOK_ALLOW_PRIVATE=1). */
  webhookAllowPrivate: boolean;
  now: () => Date;
};

// Each sub-module adds its factory here (one line each).
/** What an outbox event becomes: in-app rows, email jobs, webhook deliveries. */
const CHANNELS: Array<(deps: BackgroundDeps) => Channel> = [
  inAppChannel,
  emailChannel,
  webhookChannel,
];
/** Job kinds and how to run them. */
const HANDLERS: Array<(deps: BackgroundDeps) => Record<string, JobHandler>> = [
  emailHandlers,
  reportRunHandlers,
  webhookHandlers,
];
/** Checks run on every poll (due schedules, stock thresholds). */
const TICKS: Array<(deps: BackgroundDeps) => (now: Date) => Promise<void>> = [
  lowStockTick,
  idleDevicesTick,
  reportScheduleTick,
];

/** The process's background worker, with every channel, job kind and tick of the product. */
export function startBackground(
  deps: BackgroundDeps,
  options: { pollMs: number; log?: { error(obj: unknown, msg: string): void } },
): Worker {
  return createWorker({
    db: deps.db,
    now: deps.now,
    pollMs: options.pollMs,
    log: options.log,
    channels: CHANNELS.map((make) => make(deps)),
    handlers: Object.assign({}, ...HANDLERS.map((make) => make(deps))) as Record<
      string,
      JobHandler
    >,
    ticks: TICKS.map((make) => make(deps)),
  });
}
