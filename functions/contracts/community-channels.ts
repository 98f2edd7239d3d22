// The community's fixed vocabularies (spec 02 §3 Community): its seven channels, the post
// types and the reactions, with the names and labels the pages show.
import * as z from 'zod';

export const CHANNELS = [
  { id: 'general', name: 'General', description: 'Introduce yourself and talk about anything that helps your business grow.' },
  { id: 'ask-markk', name: 'Ask Markk', description: 'Questions about Markk: features, plans and how to get the most from them.' },
  { id: 'feedback-corner', name: 'Feedback Corner', description: 'Share your work and get honest, friendly feedback from other entrepreneurs.' },
  { id: 'growth-wins', name: 'Growth Wins', description: 'Celebrate milestones, launches and the results that made your week.' },
  { id: 'collaborate', name: 'Collaborate', description: 'Find partners, co-marketing opportunities and people to build with.' },
  { id: 'marketing-trends', name: 'Marketing Trends', description: 'What is changing in marketing, social media and content right now.' },
  { id: 'tech-tools', name: 'Tech & Tools', description: 'Software, automations and tools that save you time.' },
] as const;

export const CHANNEL_IDS = ['general', 'ask-markk', 'feedback-corner', 'growth-wins', 'collaborate', 'marketing-trends', 'tech-tools'] as const;
export const ChannelId = z.enum(CHANNEL_IDS, { error: `Channel must be one of ${CHANNEL_IDS.join(', ')}.` });
export type ChannelId = z.infer<typeof ChannelId>;
export const DEFAULT_CHANNEL: ChannelId = 'general';

export const POST_TYPE_VALUES = ['text', 'question', 'win', 'collaboration'] as const;
export const PostType = z.enum(POST_TYPE_VALUES, { error: 'Post type must be text, question, win or collaboration.' });
export type PostType = z.infer<typeof PostType>;
export const POST_TYPE_LABELS: Record<PostType, string> = { text: 'Discussion', question: 'Question', win: 'Win', collaboration: 'Collaboration' };

export const REACTION_TYPES = ['like', 'love', 'fire', 'applause', 'idea', 'thumbs_up'] as const;
export const ReactionType = z.enum(REACTION_TYPES, { error: 'Reaction must be like, love, fire, applause, idea or thumbs_up.' });
export type ReactionType = z.infer<typeof ReactionType>;
/** Accessible names of the reaction buttons. */
export const REACTION_LABELS: Record<ReactionType, string> = {
  like: 'Like',
  love: 'Love',
  fire: 'Fire',
  applause: 'Applause',
  idea: 'Idea',
  thumbs_up: 'Thumbs up',
};
