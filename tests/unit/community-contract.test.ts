// The community contract's parsing: titles, content, tags, channels, types, reactions and the
// moderation body; and the ids a retried request derives.
import { describe, expect, it } from 'vitest';
import { CHANNELS, CHANNEL_IDS, COMMUNITY_MESSAGES, ModerateBody, NewPostBody, ReactionType, REACTION_TYPES, Tags } from '#contracts/community';
import { derivedId, postIdFor, replyIdFor } from '#domain/community';

const valid = { title: ' Hello ', content: '<p>Hi</p>', requestId: '5f0e8a52-3c1b-4c55-9d8e-2b7a1f0c9e11' };
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the community contract', () => {
  it('has the seven channels and six reactions in spec order, general and text by default', () => {
    expect(CHANNELS.map((c) => c.id)).toEqual(['general', 'ask-markk', 'feedback-corner', 'growth-wins', 'collaborate', 'marketing-trends', 'tech-tools']);
    expect(CHANNEL_IDS).toEqual(CHANNELS.map((c) => c.id));
    expect(REACTION_TYPES).toEqual(['like', 'love', 'fire', 'applause', 'idea', 'thumbs_up']);
    expect(NewPostBody.parse(valid)).toMatchObject({ title: 'Hello', channel: 'general', postType: 'text', tags: [] });
  });

  it('names the field that is wrong', () => {
    expect(message(NewPostBody.safeParse({ ...valid, title: '  ' }))).toBe(COMMUNITY_MESSAGES.titleRequired);
    expect(message(NewPostBody.safeParse({ ...valid, content: ' ' }))).toBe(COMMUNITY_MESSAGES.contentRequired);
    expect(message(NewPostBody.safeParse({ ...valid, content: 'x'.repeat(20_001) }))).toBe('Content can be at most 20,000 characters.');
    expect(message(NewPostBody.safeParse({ ...valid, title: 'x'.repeat(201) }))).toBe('The title can be at most 200 characters.');
    expect(message(NewPostBody.safeParse({ ...valid, channel: 'random' }))).toMatch(/^Channel must be one of general/);
    expect(message(NewPostBody.safeParse({ ...valid, postType: 'poll' }))).toBe('Post type must be text, question, win or collaboration.');
    expect(message(ReactionType.safeParse('angry'))).toBe('Reaction must be like, love, fire, applause, idea or thumbs_up.');
    expect(message(ModerateBody.safeParse({ action: 'reject' }))).toBe(COMMUNITY_MESSAGES.rejectReasonRequired);
    expect(ModerateBody.parse({ action: 'reject', reason: ' Off topic ' })).toEqual({ action: 'reject', reason: 'Off topic' });
  });

  it('trims, lower-cases and de-duplicates tags, dropping empties', () => {
    expect(Tags.parse([' SEO ', 'seo', '', '  ', 'Launch'])).toEqual(['seo', 'launch']);
    expect(message(Tags.safeParse(Array.from({ length: 11 }, (_, i) => `t${i}`)))).toBe('A post can have at most 10 tags.');
    expect(message(Tags.safeParse(['x'.repeat(31)]))).toBe('A tag can be at most 30 characters.');
  });
});

describe('derived ids', () => {
  it('the same request names the same post and reply; another request or user another one', () => {
    const requestId = valid.requestId;
    expect(postIdFor('u1', requestId)).toBe(postIdFor('u1', requestId));
    expect(postIdFor('u2', requestId)).not.toBe(postIdFor('u1', requestId));
    expect(replyIdFor('p', 'u1', requestId)).not.toBe(postIdFor('u1', requestId));
    expect(derivedId('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
