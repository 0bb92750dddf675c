/** Today in the business's day (India), YYYY-MM-DD: the default and latest date of a device's step. */
export const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
