// The months a campaign spans, as weeks of days (Monday first) for its mini calendar: plain
// date arithmetic on YYYY-MM-DD in UTC, so no time zone moves a day.
import type { CampaignDayProgress } from '#contracts/campaign-progress';

export type DayCell = { date: string; day: number; inCampaign: boolean };
export type MonthCells = { key: string; label: string; weeks: (DayCell | null)[][] };

const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Every month from the start's to the end's (a campaign runs at most 366 days: 13 months). */
export function campaignMonths(startDate: string, endDate: string): MonthCells[] {
  const months: MonthCells[] = [];
  const first = new Date(`${startDate.slice(0, 7)}-01T00:00:00Z`);
  const last = endDate.slice(0, 7);
  for (
    let month = first;
    iso(month).slice(0, 7) <= last && months.length < 13;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    const weeks: (DayCell | null)[][] = [];
    let week: (DayCell | null)[] = Array.from({ length: (month.getUTCDay() + 6) % 7 }, () => null);
    for (let day = new Date(month); day.getUTCMonth() === month.getUTCMonth(); day = new Date(day.getTime() + 86_400_000)) {
      const date = iso(day);
      week.push({ date, day: day.getUTCDate(), inCampaign: date >= startDate && date <= endDate });
      if (week.length === 7) {
        weeks.push(week);
        week = [];
      }
    }
    if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
    months.push({ key: iso(month).slice(0, 7), label: MONTH_LABEL.format(month), weeks });
  }
  return months;
}

/** What a day holds, in words: "Saturday 10 March: 1 published, 2 scheduled". */
export function dayText(date: string, progress: CampaignDayProgress | undefined): string {
  const label = DAY_LABEL.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
  const parts = progress
    ? (['published', 'scheduled', 'failed'] as const).filter((status) => progress[status] > 0).map((status) => `${progress[status]} ${status}`)
    : [];
  return parts.length > 0 ? `${label}: ${parts.join(', ')}` : label;
}
