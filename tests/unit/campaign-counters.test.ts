// The analytics counters of one campaign (functions/domain/analytics/counters.ts): with a
// campaign id, a day's counters and a post's score go to that campaign's own items, with the
// same counter names as the owner's, so the overview reads either the same way.
import { describe, expect, it } from 'vitest';
import { monthUpdate, scoreUpdates } from '#domain/analytics/counters';
import { resetConfig } from '#lib/config';
import { withEnv } from '../support/env.ts';

const USER = 'user-1';
const CAMPAIGN = 'c'.repeat(32);
const token = { postId: 'post-1', accountKey: 'facebook-1', format: 'text' as const, day: '2026-12-02', hour: 9 };

/** Builds the updates with a table configured (nothing is sent). */
const built = <T>(build: () => T): Promise<T> =>
  withEnv({ TABLE_NAME: 'unit-table' }, async () => {
    resetConfig();
    return build();
  });

const keyOf = (params: unknown) => (params as { Key: { pk: string; sk: string } }).Key;
const countersOf = (params: unknown) => Object.values((params as { ExpressionAttributeNames: Record<string, string> }).ExpressionAttributeNames);

describe('a campaign’s counters', () => {
  it('go to the campaign’s month item, with the owner’s counter names', async () => {
    const [owner, campaign] = await built(() => [
      monthUpdate(USER, '2026-12-02', { facebook: { clicks: 1 } }),
      monthUpdate(USER, '2026-12-02', { facebook: { clicks: 1 } }, CAMPAIGN),
    ]);
    expect(keyOf(owner).pk).not.toContain(CAMPAIGN);
    expect(keyOf(campaign).pk).toContain(USER);
    expect(keyOf(campaign).pk).toContain(CAMPAIGN);
    expect(keyOf(campaign).sk).toContain('2026-12');
    expect(countersOf(campaign)).toEqual(expect.arrayContaining(['02:clicks', '02:facebook:clicks']));
    expect(countersOf(owner)).toEqual(expect.arrayContaining(['02:clicks', '02:facebook:clicks']));
  });

  it('score a post in the campaign’s score item, and nothing when nothing changes', async () => {
    const [campaign, none] = await built(() => [scoreUpdates(USER, [{ token, clicks: 1 }], CAMPAIGN), scoreUpdates(USER, [], CAMPAIGN)]);
    expect(campaign).toHaveLength(1);
    expect(keyOf(campaign[0]).pk).toContain(CAMPAIGN);
    expect(countersOf(campaign[0]).some((name) => name.startsWith('pc:post-1~facebook-1'))).toBe(true);
    expect(none).toEqual([]);
  });
});
