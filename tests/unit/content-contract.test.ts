// The rewrite request's limits, as the user reads them.
import { describe, expect, it } from 'vitest';
import { REWRITE_TEXT_MAX, RewriteContentItem } from '#contracts/content';

describe('RewriteContentItem', () => {
  it('names the longest text it rewrites with its thousands separated', () => {
    const parsed = RewriteContentItem.safeParse({ instruction: 'Shorter', body: 'a'.repeat(REWRITE_TEXT_MAX + 1) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The text to rewrite must be at most 20,000 characters.');
  });

  it('takes a text of exactly that length', () => {
    expect(RewriteContentItem.safeParse({ instruction: 'Shorter', body: 'a'.repeat(REWRITE_TEXT_MAX) }).success).toBe(true);
  });
});
