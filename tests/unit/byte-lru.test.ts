// The byte-bounded LRU a warm Lambda keeps files in: it never holds more than its budget, and
// what goes first is what was used longest ago.
import { describe, expect, it } from 'vitest';
import { byteLru } from '#lib/byte-lru';

describe('a byte-bounded LRU', () => {
  it('gives back what it holds, and nothing for a key it never had', () => {
    const lru = byteLru<string>(10);

    lru.set('a', 'A', 4);

    expect(lru.get('a')).toBe('A');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(4);
  });

  it('drops the value used longest ago when a new one would pass the budget', () => {
    const lru = byteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.get('a');

    lru.set('c', 'C', 4);

    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(8);
  });

  it('replaces a key’s value and its size, and keeps nothing larger than the whole budget', () => {
    const lru = byteLru<string>(10);
    lru.set('a', 'A', 4);

    lru.set('a', 'A2', 6);
    lru.set('huge', 'H', 11);

    expect(lru.get('a')).toBe('A2');
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(6);
  });
});
