import { systemClock } from '../../platform/clock';

/** How long a good check vouches for the ones after it (/api/health and /api/health/ready). */
export const HEALTHY_FOR_MS = 1000;

/**
 * A health check made cheap: concurrent callers share the check in flight, and a good answer
 * vouches for the next second (a load balancer's probes, or a flood of them, cost at most one
 * query a second). A bad answer or a failure is not remembered: the next caller checks again,
 * so the answer turns good as soon as the cause is gone. Answers undefined while vouched for,
 * else the check to wait for.
 */
export function vouchedCheck<T>(check: () => Promise<T>, isGood: (result: T) => boolean) {
  let inFlight: Promise<T> | undefined;
  let goodAt = -Infinity;
  return (): Promise<T> | undefined => {
    const age = systemClock().getTime() - goodAt; // negative if the clock was set back: check then
    if (age >= 0 && age < HEALTHY_FOR_MS) return undefined;
    inFlight ??= check()
      .then((result) => {
        if (isGood(result)) goodAt = systemClock().getTime();
        return result;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
