// The content calendar's date logic in a named zone: the month and week grids and the instants
// that bound them (across a clock change), a local time and its instant, and where a dropped
// post goes.
import { describe, expect, it } from 'vitest';
import { dropTargetOf, dayDropId, hourDropId, localTimeAfterDrop } from '../../../web/src/lib/publishing.ts';
import { addMonths, dayAt, dayLabel, instantOf, localDateTimeAt, monthGrid, monthLabel, shortDayLabel, weekGrid } from '../../../web/src/lib/zoned-time.ts';

const LONDON = 'Europe/London';

describe('month grid', () => {
  it('shows March 2027 in London as five whole weeks, Monday 1 March to Sunday 4 April', () => {
    const { days } = monthGrid('2027-03-17', '2027-03-10', LONDON);

    expect(days).toHaveLength(35);
    expect(days[0]).toEqual({ day: '2027-03-01', inMonth: true, isToday: false });
    expect(days.at(-1)).toEqual({ day: '2027-04-04', inMonth: false, isToday: false });
    expect(days.filter((d) => d.inMonth)).toHaveLength(31);
    expect(days.filter((d) => d.isToday).map((d) => d.day)).toEqual(['2027-03-10']);
  });

  it('bounds March 2027 in London by midnight there: GMT at the start, summer time at the end', () => {
    const { from, to } = monthGrid('2027-03-01', '2027-03-10', LONDON);

    expect(from).toBe('2027-03-01T00:00:00.000Z');
    // The clocks go forward on Sunday 28 March: midnight on 5 April is 23:00 UTC the day before.
    expect(to).toBe('2027-04-04T23:00:00.000Z');
    // 35 days less the hour the clocks skip.
    expect(Date.parse(to) - Date.parse(from)).toBe(35 * 86_400_000 - 3_600_000);
  });

  it('starts a month on a Sunday with the Monday before it, in the previous month', () => {
    const { days } = monthGrid('2026-11-01', '2026-11-20', LONDON);

    expect(days[0]).toEqual({ day: '2026-10-26', inMonth: false, isToday: false });
    expect(days).toHaveLength(42);
    expect(days.at(-1)!.day).toBe('2026-12-06');
  });

  it('bounds a month by midnight in the zone, not in UTC', () => {
    const { from } = monthGrid('2026-03-01', '2026-03-01', 'America/New_York');

    expect(from).toBe('2026-02-23T05:00:00.000Z');
  });

  it('steps months from any day of the month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-01');
  });
});

describe('week grid', () => {
  it('runs Monday to Sunday and spans 167 hours across the spring clock change', () => {
    const { days, from, to } = weekGrid('2027-03-28', '2027-03-28', LONDON);

    expect(days.map((d) => d.day)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']);
    expect(days.at(-1)!.isToday).toBe(true);
    expect((Date.parse(to) - Date.parse(from)) / 3_600_000).toBe(167);
  });
});

describe('local times in a zone', () => {
  it('reads an instant as the wall clock there, before and after the change', () => {
    expect(localDateTimeAt('2027-03-27T09:00:00Z', LONDON)).toBe('2027-03-27T09:00');
    expect(localDateTimeAt('2027-03-29T09:00:00Z', LONDON)).toBe('2027-03-29T10:00');
    expect(dayAt('2027-03-28T23:30:00Z', LONDON)).toBe('2027-03-29');
  });

  it('keeps 09:00 at 09:00 across the change', () => {
    expect(instantOf('2027-03-27T09:00', LONDON).toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(instantOf('2027-03-29T09:00', LONDON).toISOString()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('moves a time the clocks skip an hour later, and takes a repeated time’s first occurrence', () => {
    expect(localDateTimeAt(instantOf('2027-03-28T01:30', LONDON), LONDON)).toBe('2027-03-28T02:30');
    expect(instantOf('2027-10-31T01:30', LONDON).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('dropping a post', () => {
  it('keeps the post’s time when it moves to another day of the month', () => {
    expect(localTimeAfterDrop('2027-03-26T09:45', '2027-03-29')).toBe('2027-03-29T09:45');
  });

  it('keeps the post’s minutes when it moves to another hour of the week', () => {
    expect(localTimeAfterDrop('2027-03-26T09:45', '2027-03-28', 14)).toBe('2027-03-28T14:45');
    expect(localTimeAfterDrop('2027-03-26T09:05', '2027-03-26', 7)).toBe('2027-03-26T07:05');
  });

  it('reads the day and hour back from a drop target’s id', () => {
    expect(dropTargetOf(dayDropId('2027-03-28'))).toEqual({ day: '2027-03-28' });
    expect(dropTargetOf(hourDropId('2027-03-28', 7))).toEqual({ day: '2027-03-28', hour: 7 });
    expect(dropTargetOf('kanban-column')).toBeNull();
  });
});

describe('day labels', () => {
  it('names a day in full and in short, the same on every ICU version', () => {
    expect(dayLabel('2027-03-28')).toBe('Sunday 28 March 2027');
    expect(shortDayLabel('2027-03-28')).toBe('Sun 28 Mar');
    expect(monthLabel('2027-03-28')).toBe('March 2027');
  });
});
