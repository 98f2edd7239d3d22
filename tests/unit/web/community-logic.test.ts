// The community pages' rules as a user meets them: which channel a link opens, what a search
// looks through, tags typed with commas, when Create Post and Reply can be pressed (spec 02
// §5), what a reaction click shows at once (spec 02 §4) and the "N replies" words.
import { describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '#contracts/community';
import {
  canSubmitPost,
  canSubmitReply,
  CONTENT_TOO_LONG,
  channelFromParam,
  listQueryOf,
  parseTags,
  postProblems,
  reactionsShown,
  repliesText,
  scopeFromParam,
  TITLE_TOO_LONG,
  TOO_MANY_TAGS,
} from '../../../web/src/pages/community/community-logic.ts';
import { toggledReactions, type Reactions } from '../../../web/src/queries/community.ts';

describe('a channel link', () => {
  it('opens General at /community and the named channel otherwise', () => {
    expect(channelFromParam(undefined)?.id).toBe('general');
    expect(channelFromParam('growth-wins')?.name).toBe('Growth Wins');
  });

  it('names no channel for an unknown one (the page says so)', () => {
    expect(channelFromParam('random')).toBeNull();
  });
});

describe('the search', () => {
  it('looks through the current channel unless "All channels" is chosen', () => {
    expect(listQueryOf('tech-tools', '  zapier ', 'channel')).toEqual({ channel: 'tech-tools', q: 'zapier' });
    expect(listQueryOf('tech-tools', 'zapier', 'all')).toEqual({ q: 'zapier' });
  });

  it('lists the channel when nothing is typed, whatever the scope', () => {
    expect(listQueryOf('general', '   ', 'all')).toEqual({ channel: 'general' });
    expect(scopeFromParam('all')).toBe('all');
    expect(scopeFromParam(null)).toBe('channel');
  });
});

describe('tags typed with commas', () => {
  it('are trimmed, without empties, a leading # or repeats', () => {
    expect(parseTags(' launch, #Email,, launch ,LAUNCH, ')).toEqual(['launch', 'Email']);
    expect(parseTags('')).toEqual([]);
  });

  it('are at most ten', () => {
    const form = { title: 'T', contentHtml: '<p>x</p>', contentText: 'x', tagsText: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') };
    expect(postProblems(form).tags).toBe(TOO_MANY_TAGS);
  });
});

describe('Create Post', () => {
  const ready = { title: 'Our first launch', contentHtml: '<p>It went well</p>', contentText: 'It went well', tagsText: '' };

  it('can be pressed with a title and content', () => {
    expect(canSubmitPost(ready, false)).toBe(true);
  });

  it('is disabled while the title or the content is blank, and while sending', () => {
    expect(canSubmitPost({ ...ready, title: '   ' }, false)).toBe(false);
    expect(canSubmitPost({ ...ready, contentHtml: '', contentText: ' \n ' }, false)).toBe(false);
    expect(canSubmitPost(ready, true)).toBe(false);
  });

  it('is disabled, saying why, when the title or the content is over its limit', () => {
    const long = { ...ready, title: 'x'.repeat(POST_TITLE_MAX + 1), contentHtml: 'x'.repeat(POST_CONTENT_MAX + 1) };
    expect(postProblems(long)).toEqual({ title: TITLE_TOO_LONG, content: CONTENT_TOO_LONG });
    expect(canSubmitPost(long, false)).toBe(false);
  });
});

describe('Reply', () => {
  it('needs text and is off while sending', () => {
    expect(canSubmitReply('Thanks!', '<p>Thanks!</p>', false)).toBe(true);
    expect(canSubmitReply('   ', '<p> </p>', false)).toBe(false);
    expect(canSubmitReply('Thanks!', '<p>Thanks!</p>', true)).toBe(false);
  });
});

describe('a reaction click', () => {
  const none = { like: 0, love: 0, fire: 0, applause: 0, idea: 0, thumbs_up: 0 };
  const state: Reactions = { reactionCounts: { ...none, like: 2, fire: 1 }, myReactions: ['fire'] };

  it('adds the viewer’s reaction when they have none of that kind', () => {
    expect(toggledReactions(state, 'like')).toEqual({ reactionCounts: { ...none, like: 3, fire: 1 }, myReactions: ['fire', 'like'] });
  });

  it('removes it when they have it; twice leaves things as they were', () => {
    expect(toggledReactions(state, 'fire')).toEqual({ reactionCounts: { ...none, like: 2 }, myReactions: [] });
    expect(toggledReactions(toggledReactions(state, 'idea'), 'idea')).toEqual(state);
  });

  it('shows on the card only the reactions someone gave, in the spec’s order', () => {
    expect(reactionsShown({ ...none, thumbs_up: 4, like: 1 })).toEqual([
      { type: 'like', count: 1 },
      { type: 'thumbs_up', count: 4 },
    ]);
  });
});

describe('the replies count', () => {
  it('reads "N replies", and "1 reply" for one', () => {
    expect(repliesText(0)).toBe('0 replies');
    expect(repliesText(1)).toBe('1 reply');
    expect(repliesText(12)).toBe('12 replies');
  });
});
