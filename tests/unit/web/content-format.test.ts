import { describe, expect, it } from 'vitest';
import { contentEditErrors, excerpt, matchesFilter } from '../../../web/src/lib/content-format.ts';
import { formatDate } from '../../../web/src/lib/format.ts';

describe('content drafts list', () => {
  it('shows dates as "MMM d, yyyy"', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('Nov 21, 2026');
  });

  it('previews a body on one line, cut with "…"', () => {
    expect(excerpt('Line one\n\n- bullet two', 140)).toBe('Line one - bullet two');
    expect(excerpt('word '.repeat(50), 20)).toBe('word word word word…');
  });

  it('filters on title, body and type, ignoring case', () => {
    const item = { title: 'Newsletter', body: 'Our autumn menu', type: 'email' as const };

    expect(matchesFilter(item, 'AUTUMN')).toBe(true);
    expect(matchesFilter(item, 'email')).toBe(true);
    expect(matchesFilter(item, 'blog')).toBe(false);
    expect(matchesFilter(item, '  ')).toBe(true);
  });
});

describe('editing a draft', () => {
  it('needs a title of at most 200 characters', () => {
    expect(contentEditErrors({ title: '  ', body: '' })).toEqual({ title: 'Title is required.' });
    expect(contentEditErrors({ title: 't'.repeat(201), body: '' })).toEqual({ title: 'Title must be at most 200 characters.' });
    expect(contentEditErrors({ title: 'Social Post', body: '' })).toEqual({});
  });

  it('refuses a body over 100,000 characters', () => {
    expect(contentEditErrors({ title: 'Blog Post', body: 'b'.repeat(100_001) })).toEqual({ body: 'Body must be at most 100,000 characters.' });
  });
});
