// What a conversation keeps for the history search (its title and the newest 16 KB of what
// was said, lower-cased), and the user's key taken out of any sentence that repeats it.
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '#data/entities/chat-thread';
import { redact, saidOf, searchTextOf, tailOf, withSaid } from '#domain/chat';

describe('the search text', () => {
  it('is the title on its first line, then what was said, lower-cased', () => {
    const text = searchTextOf('Spring Launch', 'Should we post on TikTok?');
    expect(text).toBe('spring launch\nshould we post on tiktok?');
    expect(saidOf(text)).toBe('should we post on tiktok?');
  });

  it('grows with each message and keeps its title when renamed', () => {
    let text = withSaid('', 'Launch', 'First question');
    text = withSaid(text, 'Launch', 'The Expert answers');
    expect(text).toBe('launch\nfirst question\nthe expert answers');
    expect(searchTextOf('New Name', saidOf(text))).toBe('new name\nfirst question\nthe expert answers');
  });

  it(`keeps the newest ${SEARCH_TEXT_MAX} characters of what was said`, () => {
    const old = 'oldword '.repeat(3000);
    const text = withSaid(withSaid('', 'T', old), 'T', 'newest words');
    expect(text.startsWith('t\n')).toBe(true);
    expect(saidOf(text).length).toBe(SEARCH_TEXT_MAX);
    expect(text.endsWith('newest words')).toBe(true);
  });

  it('never starts in the middle of a character', () => {
    const emoji = '😀'.repeat(10);
    const tail = tailOf(emoji, 5);
    expect(tail).toBe('😀😀');
    expect(/^[\uDC00-\uDFFF]/.test(tail)).toBe(false);
  });
});

describe('redact', () => {
  it("takes the user's key out of a sentence, wherever it is", () => {
    const key = 'sk-own-1234567890';
    expect(redact(`OpenAI refused this key: ${key} is wrong (${key}).`, key)).toBe('OpenAI refused this key: [your key] is wrong ([your key]).');
    expect(redact('Nothing to hide.', undefined)).toBe('Nothing to hide.');
  });
});
