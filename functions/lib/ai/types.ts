// What Markk's AI writer produces, whichever provider writes it.
import type { Blog, Newsletter, Post, Strategy } from '#contracts/generation';

/** The parts of a brand kit the writer works from. */
export interface BrandBrief {
  name: string;
  industry: string;
  targetAudience: string;
  mainGoal: string;
  platforms: string[];
  toneOfVoice: string;
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
