// Task ranks: between their neighbours, distinct for distinct tasks dropped on one spot, and
// valid fractional-indexing keys for the moves that follow.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { rankAfter, rankBetween, tieBreaker } from '#domain/tasks/ranks';

describe('task ranks', () => {
  it('gives two tasks dropped between the same neighbours different ranks, both between them', () => {
    const [before, after] = generateNKeysBetween(null, null, 2) as [string, string];
    const ranks = Array.from({ length: 200 }, () => rankBetween(before, after, randomUUID()));
    expect(new Set(ranks).size).toBe(200);
    for (const rank of ranks) expect(rank > before && rank < after).toBe(true);
    expect(new Set(Array.from({ length: 50 }, () => rankBetween(null, before, randomUUID()))).size).toBe(50);
    expect(new Set(Array.from({ length: 50 }, () => rankAfter(after, randomUUID()))).size).toBe(50);
  });

  it('is the same for the same task, and its tie-breaker never ends in 0', () => {
    const id = randomUUID();
    expect(rankBetween('a0', 'a1', id)).toBe(rankBetween('a0', 'a1', id));
    for (let i = 0; i < 500; i++) expect(tieBreaker(randomUUID())).toMatch(/^[0-9A-Za-z]{5}[1-9A-Za-z]$/);
  });

  it('stays strictly between any two ranks, and later moves around it still work', () => {
    const key = fc.array(fc.constantFrom('a', 'b'), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(key, fc.uuid(), fc.uuid(), (path, one, two) => {
        // Two neighbours reached by a random series of moves, each a rank made here.
        let before: string | null = null;
        let after: string | null = null;
        for (const side of path) {
          const rank = rankBetween(before, after, randomUUID());
          if (side === 'a') before = rank;
          else after = rank;
        }
        const first = rankBetween(before, after, one);
        const second = rankBetween(before, after, two);
        for (const rank of [first, second]) {
          if (before !== null) expect(rank > before).toBe(true);
          if (after !== null) expect(rank < after).toBe(true);
        }
        if (one !== two) expect(first).not.toBe(second);
        const [low, high] = first < second ? [first, second] : [second, first];
        if (low !== high) expect(() => generateKeyBetween(low, high)).not.toThrow();
      }),
    );
  });
});
