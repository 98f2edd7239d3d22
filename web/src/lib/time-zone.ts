// The browser's IANA time zone, sent where the server needs the user's day: the dashboard's
// week (Monday 00:00 there), and the season a generation run or an expert reply writes for.
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
