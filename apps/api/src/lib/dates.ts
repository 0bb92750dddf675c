/** Today in the business's zone (India), as 'YYYY-MM-DD' (of `now`, the clock's time by default). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
