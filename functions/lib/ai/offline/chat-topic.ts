// What a chat message is about: the topic it names, the piece of writing it asks for, a follow-up or small talk.
import type { PersonaId, UseCaseId } from '#contracts/chat-personas';
import type { ChatRequest, ChatTurn } from '#lib/ai/chat-prompt';
import { TOPIC_PATTERNS } from './tables/chat-topic-words.ts';

export const CHAT_TOPICS = ['email', 'ads', 'social', 'launch', 'offer', 'seo', 'landing', 'branding', 'calendar', 'reviews', 'measure', 'general'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export const TOPIC_LABELS: Record<ChatTopic, string> = {
  email: 'E-mail marketing',
  ads: 'Paid ads and budget',
  social: 'Social media and reels',
  launch: 'Your launch',
  offer: 'Pricing and offers',
  seo: 'SEO and blogging',
  landing: 'Landing page and conversion copy',
  branding: 'Brand positioning',
  calendar: 'Your content calendar',
  reviews: 'Reviews and local visibility',
  measure: 'Measuring what works',
  general: 'Your marketing plan',
};

/** The topic of a text, or null when it names none. */
export function topicOf(text: string): ChatTopic | null {
  const lower = text.toLowerCase();
  let best: ChatTopic | null = null;
  let bestHits = 0;
  for (const [topic, pattern] of TOPIC_PATTERNS) {
    const hits = lower.match(pattern)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [topic, hits];
  }
  return best;
}

export const USE_CASE_TOPIC: Record<UseCaseId, ChatTopic> = {
  general: 'general',
  launch: 'launch',
  funnel: 'landing',
  social: 'social',
  copy: 'landing',
  email: 'email',
  ads: 'ads',
  content: 'calendar',
};
export const PERSONA_TOPIC: Record<PersonaId, ChatTopic> = {
  thomas: 'general',
  copywriter: 'landing',
  strategist: 'branding',
  ppc: 'ads',
  social: 'social',
  chatgpt: 'general',
};

export const isFollowUp = (message: string) =>
  /^(and|also|what about|how about|ok|okay|great|thanks|yes|sure|more|another|next|then|now|can you|could you|make it|shorter|longer)\b/i.test(
    message.trim(),
  ) || message.trim().split(/\s+/).length <= 5;

/** A message's topic: the draft it asks for, else the topic it names. */
export const messageTopic = (text: string): ChatTopic | null => {
  const draft = draftOf(text);
  return draft ? DRAFT_TOPIC[draft] : topicOf(text);
};

/** The topic a reply is about: the message's own, else (for a follow-up) the thread's last, else the focus area's, else the expert's. */
export function replyTopic(request: Pick<ChatRequest, 'message' | 'history' | 'useCase' | 'persona' | 'workflow'>): ChatTopic {
  if (request.workflow) {
    const { workflow, step } = request.workflow;
    return topicOf(workflow.steps[step - 1] ?? '') ?? topicOf(`${workflow.title} ${workflow.description}`) ?? USE_CASE_TOPIC[request.useCase];
  }
  const draft = draftOf(request.message);
  if (draft) return DRAFT_TOPIC[draft];
  const own = topicOf(request.message);
  if (own) return own;
  const earlier = [...request.history].reverse().find((t) => t.role === 'user' && messageTopic(t.content));
  if (earlier) return messageTopic(earlier.content)!;
  return request.useCase === 'general' ? PERSONA_TOPIC[request.persona] : USE_CASE_TOPIC[request.useCase];
}

/** The topic of the thread before this message, if any. */
export function previousTopic(history: ChatTurn[]): ChatTopic | null {
  const earlier = [...history].reverse().find((t) => t.role === 'user' && messageTopic(t.content));
  return earlier ? messageTopic(earlier.content) : null;
}

export const DRAFT_KINDS = [
  'welcome',
  'newsletter',
  'email',
  'subjects',
  'headlines',
  'landing',
  'ad',
  'post',
  'script',
  'tagline',
  'bio',
  'description',
] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const DRAFT_TOPIC: Record<DraftKind, ChatTopic> = {
  welcome: 'email',
  newsletter: 'email',
  email: 'email',
  subjects: 'email',
  headlines: 'landing',
  landing: 'landing',
  ad: 'ads',
  post: 'social',
  script: 'social',
  tagline: 'branding',
  bio: 'branding',
  description: 'landing',
};

/** The piece of writing a message asks for, if it asks for one. */
export function draftOf(message: string): DraftKind | null {
  const text = message.toLowerCase();
  const asks =
    /\b(write|draft|rewrite|re-write|create|compose|come up with|give me|need|suggest|make me|help me write)\b/.test(text) ||
    /^\s*(\d+|ten|five|three)\s+\w+/.test(text);
  if (!asks) return null;
  if (/\bsubject lines?\b/.test(text)) return 'subjects';
  if (/\bwelcome (e-?mail|sequence|series|message)/.test(text)) return 'welcome';
  if (/\bnewsletter\b/.test(text)) return 'newsletter';
  if (/\be-?mails?\b/.test(text)) return 'email';
  if (/\b(landing|sales) page\b/.test(text)) return 'landing';
  if (/\b(ad|ads|advert|adverts)\b/.test(text) && /\b(copy|text|headlines?|variations?|write|draft)\b/.test(text)) return 'ad';
  if (/\bheadlines?\b/.test(text)) return 'headlines';
  if (/\b(script|reel|tiktok video|video)\b/.test(text)) return 'script';
  if (/\b(captions?|posts?)\b/.test(text)) return 'post';
  if (/\b(taglines?|slogans?|strap ?lines?)\b/.test(text)) return 'tagline';
  if (/\bbios?\b/.test(text)) return 'bio';
  if (/\b(product|service) descriptions?\b|\bdescription\b/.test(text)) return 'description';
  return null;
}

/** A hello or a thank-you with no question in it. */
export const isSmallTalk = (message: string) =>
  !topicOf(message) &&
  message.trim().split(/\s+/).length <= 6 &&
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|cheers|great|perfect|ok|okay|brilliant|awesome|nice)\b/i.test(message.trim());
