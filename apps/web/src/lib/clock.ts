import { todayInIndia } from '@dd/contract/values';

/**
 * The web's clock: the device's time, read here only (the lint refuses `new Date()` and
 * `Date.now()` in features/; tests fix the time with vi.setSystemTime). Decision 0170.
 */
export const now = () => new Date();

/** The business day (India's) now: the default and latest date of the step and payment forms. */
export const today = () => todayInIndia(now());
