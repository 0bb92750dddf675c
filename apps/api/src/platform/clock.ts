/**
 * The business clock: the time every rule reads (the business day, due dates, schedules,
 * expiries). buildApp hands one to every module (`deps.clock`) and to the background; tests give
 * their own. Outside this file the API never reads the system's time itself (the lint refuses
 * `new Date()` and `Date.now()`), so a test at a fixed clock sees the whole product at that time.
 */
export type Clock = () => Date;

/** The system's time. */
export const systemClock: Clock = () => new Date();
