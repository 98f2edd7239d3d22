// The title index's one promise: a title contains a term exactly when one of the title's
// slices begins with the term's prefix (and, for a term longer than a slice, the whole title
// contains it) — for any text, in any case, with emoji and white space anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLICE_LENGTH, prefixOf, slicesOf } from '#domain/search-index';

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

  it('keep one slice per position that does not start with white space, at most SLICE_LENGTH characters', () => {
    const slices = slicesOf('Spring  Sale of the Season, Spring Sale!');
    expect(slices.every((s) => Array.from(s).length <= SLICE_LENGTH && !/^\s/u.test(s))).toBe(true);
    expect(slices).toContain('spring sale!');
    expect(new Set(slices).size).toBe(slices.length);
    expect(slicesOf('   ')).toEqual([]);
    expect(prefixOf('😀'.repeat(20))).toBe('😀'.repeat(SLICE_LENGTH));
  });
});
