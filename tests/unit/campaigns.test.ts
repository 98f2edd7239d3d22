// Campaigns' pure rules: where a campaign is in time, the copy's name within the limit (never half
// an emoji), and the date checks every write makes.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CAMPAIGN_NAME_MAX, campaignDays, dateProblem } from '#contracts/campaigns';
import { copyName, phaseOf } from '#domain/campaigns';

describe('a campaign', () => {
  it('is planned before its first day, active from its first to its last, ended after, archived whenever archived', () => {
    const spring = { archived: false, startDate: '2027-03-01', endDate: '2027-03-31' };
    expect(phaseOf(spring, '2027-02-28')).toBe('planned');
    expect(phaseOf(spring, '2027-03-01')).toBe('active');
    expect(phaseOf(spring, '2027-03-31')).toBe('active');
    expect(phaseOf(spring, '2027-04-01')).toBe('ended');
    expect(phaseOf({ ...spring, archived: true }, '2027-03-15')).toBe('archived');
  });

  it('runs from one day to 366, both days counted', () => {
    expect(campaignDays('2027-03-01', '2027-03-01')).toBe(1);
    expect(dateProblem('2027-03-01', '2027-03-01')).toBeNull();
    expect(dateProblem('2027-03-02', '2027-03-01')).toBe(CAMPAIGN_MESSAGES.endBeforeStart);
    expect(dateProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(dateProblem('2027-01-01', '2028-01-02')).toBe(CAMPAIGN_MESSAGES.tooLong);
  });

  it('copies as "Copy of …", cut to the name limit without splitting an emoji', () => {
    expect(copyName('Spring open day')).toBe('Copy of Spring open day');
    const long = `${'a'.repeat(71)}🎂🎂`;
    const copy = copyName(long);
    expect(copy.length).toBeLessThanOrEqual(CAMPAIGN_NAME_MAX);
    // 'Copy of ' and 71 letters are 79 code units: the cake (2) would pass 80, so it is left out whole.
    expect(copy).toBe(`Copy of ${'a'.repeat(71)}`);
  });
});
