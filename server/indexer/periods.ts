// Hour and day buckets of chain time, and the windows the API reads from them. A window is the set of buckets that
// overlap it, so "24 h" is every hour bucket from the one holding (now - 24 h) to the current one: between 24 and 25
// hours of history, read as at most 25 rows per pool or token.
export const HOUR = 3600;
export const DAY = 86_400;

/** First second of the bucket of `length` seconds holding `timestamp`. */
export const periodStart = (timestamp: number, length: number) => timestamp - (timestamp % length);

/** First hour bucket of the 24-hour window ending at chain time `now`. */
export const dayWindowStart = (now: number) => periodStart(now - DAY, HOUR);

/** First day bucket of the 30-day window ending at chain time `now`. */
export const monthWindowStart = (now: number) => periodStart(now - 30 * DAY, DAY);
