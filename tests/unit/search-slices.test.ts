// The title index's one promise: a title contains a term exactly when one of the title's
// slices begins with the term's prefix (and, for a term longer than a slice, the whole title
// contains it) — for any text, in any case, with emoji and white space anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLICE_LENGTH, prefixOf, slicesOf, successorOf } from '#domain/search-index';

/** What GET /search promises: the lower-cased title contains the lower-cased, trimmed term. */
const contains = (title: string, term: string) => title.toLowerCase().includes(term.trim().toLowerCase());
/** What the index answers: a slice begins with the term's prefix, then the title decides a longer term. */
const indexed = (title: string, term: string) => {
  const needle = term.trim().toLowerCase();
  return slicesOf(title).some((slice) => slice.startsWith(prefixOf(needle))) && title.toLowerCase().includes(needle);
};

const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', '\t', 'é', 'İ', 'ß', '😀', '#', '%', '_', '1'), maxLength: 40 });

describe('search slices', () => {
  it('find a term exactly when the title contains it', () => {
    fc.assert(
      fc.property(text, text, (title, term) => {
        fc.pre(term.trim().length > 0);
        expect(indexed(title, term)).toBe(contains(title, term));
      }),
      { numRuns: 2000 },
    );
  });

  it('find every substring of a title, whatever its length', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (title, a, b) => {
        const chars = Array.from(title);
        const term = chars.slice(Math.min(a, b) % (chars.length + 1), (Math.max(a, b) % (chars.length + 1)) + 1).join('');
        fc.pre(term.trim().length > 0);
        expect(indexed(title, term)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('bound the keys that begin with a prefix from above, in UTF-8 byte order and in UTF-16 order alike', () => {
    const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    const utf16 = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const chars = fc.constantFrom('a', 'z', '#', '_', 'é', '\u{d7fe}', '\u{e000}', '\u{fffe}', '😀', '\u{10ffff}');
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 1, maxLength: 4 }), fc.string({ unit: chars, maxLength: 6 }), (prefix, key) => {
        const next = successorOf(prefix);
        fc.pre(next !== undefined);
        // ElectroDB's sort key puts a label before the slice and the item id after it.
        const [low, high, sk] = [`slice_${prefix}`, `slice_${next}`, `slice_${key}#itemId_1`];
        for (const compare of [utf8, utf16]) {
          const inRange = compare(low, sk) <= 0 && compare(sk, high) <= 0;
          expect(inRange, `${prefix} / ${key}`).toBe(key.startsWith(prefix) || `${key}#itemId_1`.startsWith(prefix));
        }
      }),
      { numRuns: 3000 },
    );
    expect(successorOf('ab')).toBe('ac');
    expect(successorOf('a😀')).toBeUndefined();
    expect(successorOf('a\u{ffff}')).toBeUndefined();
  });

  it('keep one slice per position that does not start with white space, at most SLICE_LENGTH characters', () => {
    const slices = slicesOf('Spring  Sale of the Season, Spring Sale!');
    expect(slices.every((s) => Array.from(s).length <= SLICE_LENGTH && !/^\s/u.test(s))).toBe(true);
    expect(slices).toContain('spring sale!');
    expect(new Set(slices).size).toBe(slices.length);
    expect(slicesOf('   ')).toEqual([]);
    expect(prefixOf('😀'.repeat(20))).toBe('😀'.repeat(SLICE_LENGTH));
  });
});
