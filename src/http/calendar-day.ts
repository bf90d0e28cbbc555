/**
 * Whether the YYYY-MM-DD an ISO 8601 date or date-time opens with names a day
 * of the calendar, from year 1 on. JavaScript's parser rolls 2025-02-30 over
 * to March 2 (with or without a time after it), and PostgreSQL has no year 0:
 * input and filters check the day with this before they parse it.
 */
export function isCalendarDay(iso: string): boolean {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!(y >= 1)) return false;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
