// What Markk's AI writer produces, whichever provider writes it.
import type { Blog, Newsletter, Post, Strategy } from '#contracts/generation';
import type { ContentItemType } from '#contracts/content-types';
import type { HemisphereSetting } from '#contracts/brand-kit';
import type { VoiceProfile } from '#contracts/brand-voice';

/** The parts of a brand kit the writer works from. */
export interface BrandBrief {
  name: string;
  industry: string;
  targetAudience: string;
  mainGoal: string;
  platforms: string[];
  toneOfVoice: string;
  /** Whose seasons the brand lives by (the brand kit's setting; unset or `auto`: from its place). */
  hemisphere?: HemisphereSetting | undefined;
  /** The day the request was made (YYYY-MM-DD): the season comes from it. Unset: today. */
  today?: string | undefined;
  /** The owner's brand voice, when they have taught Markk theirs: every writer writes with it. */
  voice?: VoiceProfile | null | undefined;
}

export interface AiWriter {
  strategy(brand: BrandBrief): Promise<Strategy>;
  /** Post `number` (1–7) of the week. */
  post(brand: BrandBrief, strategy: Strategy, number: number): Promise<Post>;
  newsletter(brand: BrandBrief, strategy: Strategy): Promise<Newsletter>;
  blog(brand: BrandBrief, strategy: Strategy): Promise<Blog>;
}

/** The blog body must really be as long as the UI says ("1,200+ words"). */
export const BLOG_MIN_WORDS = 1200;

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** An AI answer that stayed unusable after its retry; the message is shown to the user. */
export class AiAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiAnswerError';
  }
}

/** One message of a conversation with the AI writer. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  /**
   * The caller's own OpenAI key (bring your own key), for this request only: never stored
   * or logged. Without it, the installation's key is used, else the offline writer.
   */
  apiKey?: string | undefined;
  /** Stops the answer (the user left, the invocation ran out of time). */
  signal?: AbortSignal | undefined;
}

/** "Rewrite with AI": the text as the user has it now and how they want it rewritten. */
export interface RewriteRequest {
  /** The user's brand kit; null when they have none (the rewrite then adds nothing brand-specific). */
  brand: BrandBrief | null;
  instruction: string;
  type: ContentItemType;
  title: string;
  body: string;
  /** The owner's brand voice profile, when they have taught Markk their voice: the rewrite writes with it. */
  voice?: VoiceProfile | null;
}
