import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` in this process, never two runs at once; a failure is logged
 * as a warning (`what` names it) and the next run tries again. Stops with the app, after the
 * run in progress.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  work: () => Promise<unknown>,
  intervalMs: number,
) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .catch((err: unknown) => app.log.warn({ err }, `${what} failed`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
