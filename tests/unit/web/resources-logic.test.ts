// The Resources Vault's rules as a user meets them: the URL keeps the search, category, sort and
// Bookmarked filter (defaults left out), which empty state shows (spec 02 §2.3), and what the
// Upload Resource form refuses before anything is sent (spec 02 §5).
import { describe, expect, it } from 'vitest';
import { RESOURCE_MAX_BYTES } from '#contracts/resources';
import {
  DEFAULT_FILTERS,
  emptyHint,
  fileCheck,
  filtersFromParams,
  isFiltered,
  listQueryOf,
  paramsOf,
  percentOf,
  previewKind,
  uploadProblem,
  visibleTags,
} from '../../../web/src/pages/resources/resources-logic.ts';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('the filters in the URL', () => {
  it('read the search, category, sort and Bookmarked from the URL', () => {
    expect(filtersFromParams(new URLSearchParams('q=calendar&category=templates&sort=downloads&bookmarked=true'))).toEqual({
      q: 'calendar',
      category: 'templates',
      sort: 'downloads',
      bookmarked: true,
    });
  });

  it('fall back to All categories and Most Recent for unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('category=recipes&sort=alphabetical'))).toEqual(DEFAULT_FILTERS);
  });

  it('leave the defaults out of the URL, so /resources stays clean', () => {
    expect(paramsOf(DEFAULT_FILTERS).toString()).toBe('');
    expect(paramsOf({ q: 'email', category: 'email-marketing', sort: 'featured', bookmarked: true }).toString()).toBe(
      'q=email&category=email-marketing&sort=featured&bookmarked=true',
    );
    expect(paramsOf({ ...DEFAULT_FILTERS, q: '   ' }).toString()).toBe('');
  });

  it('ask the server for the trimmed search, the category, the sort and bookmarks only', () => {
    expect(listQueryOf(DEFAULT_FILTERS)).toEqual({ sort: 'recent' });
    expect(listQueryOf({ q: '  welcome  ', category: 'email-marketing', sort: 'downloads', bookmarked: true })).toEqual({
      q: 'welcome',
      category: 'email-marketing',
      sort: 'downloads',
      bookmarked: 'true',
    });
  });
});

describe('the empty state', () => {
  it('says "Upload your first resource to get started" when nothing exists at all', () => {
    expect(emptyHint(0)).toBe('Upload your first resource to get started');
  });

  it('says "Try adjusting your search or filter criteria" when resources exist but none match', () => {
    expect(emptyHint(12)).toBe('Try adjusting your search or filter criteria');
    expect(isFiltered({ ...DEFAULT_FILTERS, bookmarked: true })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'downloads' })).toBe(false);
  });
});

describe('a card’s tags', () => {
  it('are at most 3, with how many more', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(visibleTags(null)).toEqual({ shown: [], more: 0 });
  });
});

describe('Upload Resource', () => {
  it('asks for a title and a file with the spec’s words', () => {
    expect(uploadProblem({ title: '   ' }, file('guide.pdf', 'application/pdf'))).toBe('Please provide a title and select a file');
    expect(uploadProblem({ title: 'Guide' }, null)).toBe('Please provide a title and select a file');
    expect(uploadProblem({ title: 'Guide' }, file('guide.pdf', 'application/pdf'))).toBeNull();
  });

  it('uploads each allowed type with its extension’s content type', () => {
    expect(fileCheck(file('Guide.PDF', 'application/pdf'))).toEqual({ contentType: 'application/pdf' });
    expect(fileCheck(file('notes.txt', 'text/plain'))).toEqual({ contentType: 'text/plain' });
    expect(fileCheck(file('clip.mov', 'video/quicktime'))).toEqual({ contentType: 'video/quicktime' });
    // A type the browser does not know is left empty: the extension decides.
    expect(fileCheck(file('brief.docx', ''))).toEqual({ contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('refuses other types, a .pdf that is really a web page, empty files and files over 100 MB, saying why', () => {
    expect(fileCheck(file('setup.exe', 'application/x-msdownload'))).toEqual({ problem: expect.stringContaining('This file type is not allowed') });
    expect(fileCheck(file('invoice.pdf', 'text/html'))).toEqual({ problem: expect.stringContaining('does not match its extension') });
    expect(fileCheck(file('empty.txt', 'text/plain', 0))).toEqual({ problem: expect.stringContaining('empty') });
    expect(fileCheck(file('film.mp4', 'video/mp4', RESOURCE_MAX_BYTES + 1))).toEqual({ problem: 'The file is larger than 100 MB. Upload a smaller file.' });
    expect(fileCheck(file('film.mp4', 'video/mp4', RESOURCE_MAX_BYTES))).toEqual({ contentType: 'video/mp4' });
  });

  it('shows progress as a whole percentage', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(101, 200)).toBe(51);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('the preview', () => {
  it('frames PDFs and shows everything else as text', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('text/plain; charset=utf-8')).toBe('text');
    expect(previewKind('text/markdown')).toBe('text');
  });
});
