// The Resources Vault's contract: file sizes as the cards show them, tags from the upload
// form, and the upload request checked by extension AND content type with the 100 MB cap.
import { describe, expect, it } from 'vitest';
import {
  CreateResourceBody,
  ListResourcesQuery,
  RESOURCE_MAX_BYTES,
  RESOURCE_MESSAGES,
  StartUploadBody,
  extensionOf,
  formatFileSize,
  parseTags,
} from '#contracts/resources';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('formatFileSize', () => {
  it('shows whole bytes, then KB, MB or GB with at most one decimal, or Unknown size', () => {
    expect(formatFileSize(null)).toBe('Unknown size');
    expect(formatFileSize(undefined)).toBe('Unknown size');
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(68)).toBe('68 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(6533)).toBe('6.4 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});

describe('tags', () => {
  it('are trimmed, empties dropped, duplicates once; none is null', () => {
    expect(parseTags(' launch, , Guide ,launch')).toEqual(['launch', 'Guide']);
    expect(parseTags(' , ')).toBeNull();
    expect(parseTags('')).toBeNull();
    expect(parseTags(undefined)).toBeNull();
    expect(CreateResourceBody.parse({ uploadId: 'x', title: 'T', tags: 'a, b' }).tags).toEqual(['a', 'b']);
    expect(CreateResourceBody.parse({ uploadId: 'x', title: 'T' })).toMatchObject({
      tags: null,
      category: 'strategy-planning',
      isFeatured: false,
      description: null,
    });
  });
});

describe('the upload request', () => {
  const ok = (fileName: string, contentType: string, size = 100) => StartUploadBody.safeParse({ fileName, contentType, size });

  it('accepts the ten types, each with its own content type', () => {
    for (const [name, type] of [
      ['a.pdf', 'application/pdf'],
      ['a.doc', 'application/msword'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.txt', 'text/plain'],
      ['a.png', 'image/png'],
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.mp4', 'video/mp4'],
      ['a.mov', 'video/quicktime'],
    ] as const)
      expect(ok(name, type).success, name).toBe(true);
  });

  it('refuses a .pdf sent as text/html, an .exe, a file without extension, and sizes out of range', () => {
    expect(messageOf(ok('guide.pdf', 'text/html'))).toBe(RESOURCE_MESSAGES.typeMismatch);
    expect(messageOf(ok('setup.exe', 'application/octet-stream'))).toBe(RESOURCE_MESSAGES.badType);
    expect(messageOf(ok('README', 'text/plain'))).toBe(RESOURCE_MESSAGES.badType);
    expect(messageOf(ok('notes.md', 'text/markdown'))).toBe(RESOURCE_MESSAGES.badType);
    expect(messageOf(ok('a.mp4', 'video/mp4', RESOURCE_MAX_BYTES + 1))).toBe(RESOURCE_MESSAGES.tooLarge);
    expect(ok('a.mp4', 'video/mp4', RESOURCE_MAX_BYTES).success).toBe(true);
    expect(messageOf(ok('a.txt', 'text/plain', 0))).toBe(RESOURCE_MESSAGES.emptyFile);
  });

  it('reads extensions case-insensitively', () => {
    expect(extensionOf('Guide.Final.PDF')).toBe('pdf');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('name.')).toBe('');
  });
});

describe('the list query', () => {
  it('defaults to recent and refuses unknown sorts and categories', () => {
    expect(ListResourcesQuery.parse({})).toEqual({ sort: 'recent' });
    expect(ListResourcesQuery.safeParse({ sort: 'oldest' }).success).toBe(false);
    expect(ListResourcesQuery.safeParse({ category: 'cooking' }).success).toBe(false);
    expect(ListResourcesQuery.parse({ q: '  Launch   plan ' }).q).toBe('Launch plan');
  });
});
