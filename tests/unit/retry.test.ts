// The one retry helper for optimistic writes that lose a race.
import { describe, expect, it } from 'vitest';
import { withRetries } from '#lib/retry';

class Lost extends Error {}

describe('withRetries', () => {
  it('tries again after a lost race and answers the first success', async () => {
    const tries: number[] = [];
    const answer = await withRetries({ attempts: 3, retryIf: (e) => e instanceof Lost }, async (attempt) => {
      tries.push(attempt);
      if (attempt < 3) throw new Lost();
      return 'written';
    });
    expect(answer).toBe('written');
    expect(tries).toEqual([1, 2, 3]);
  });

  it('throws any other failure at once', async () => {
    let tries = 0;
    const run = withRetries({ attempts: 3, retryIf: (e) => e instanceof Lost }, async () => {
      tries++;
      throw new Error('broken');
    });
    await expect(run).rejects.toThrow('broken');
    expect(tries).toBe(1);
  });

  it('throws what the policy says once the last try lost too', async () => {
    const run = withRetries({ attempts: 2, retryIf: (e) => e instanceof Lost, pause: () => 1, exhausted: () => new Error('busy') }, async () => {
      throw new Lost();
    });
    await expect(run).rejects.toThrow('busy');
  });
});
