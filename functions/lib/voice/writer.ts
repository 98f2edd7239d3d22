// The owner's voice in everything Markk writes for them, not only in Rewrite: every writer's
// prompt carries the voice profile (functions/lib/ai/openai.ts `describe`), and what comes back
// — the offline writer's and the model's alike — goes through the light voice pass (clichés the
// owner never uses in plain words; no emoji or hashtags where their posts have none). A voiced
// text that would break its limit (a plain phrase can be longer than its cliché) keeps the
// writer's text.
import type { VoiceProfile } from '#contracts/brand-voice';
import { BLOG_MIN_WORDS, countWords, type AiWriter } from '../ai/types.ts';
import { PLATFORM_LIMITS } from '../ai/platform-limits.ts';
import { applyVoice } from './apply.ts';

const length = (text: string) => [...text].length;

/** `text` in the owner's voice when that stays within `limit` characters (and non-empty); else as written. */
export function voicedWithin(profile: VoiceProfile | null | undefined, text: string, limit = Number.POSITIVE_INFINITY): string {
  if (!profile) return text;
  const voiced = applyVoice(profile, text);
  return voiced.trim() && length(voiced) <= Math.max(limit, 0) ? voiced : text;
}

/** The writer, writing in the owner's voice whenever the brand brief carries one. */
export function voicedWriter(writer: AiWriter): AiWriter {
  return {
    strategy: (brand) => writer.strategy(brand),
    async post(brand, strategy, number) {
      const post = await writer.post(brand, strategy, number);
      const { voice } = brand;
      if (!voice) return post;
      const limit = PLATFORM_LIMITS[post.platform ?? ''] ?? Math.max(length(post.caption), 280);
      return {
        ...post,
        title: voicedWithin(voice, post.title, length(post.title)),
        caption: voicedWithin(voice, post.caption, limit),
        ...(post.hashtags && voice.hashtagsPerPost < 0.5 ? { hashtags: [] } : {}),
      };
    },
    async newsletter(brand, strategy) {
      const email = await writer.newsletter(brand, strategy);
      const { voice } = brand;
      return voice ? { subject: voicedWithin(voice, email.subject, length(email.subject)), body: voicedWithin(voice, email.body) } : email;
    },
    async blog(brand, strategy) {
      const blog = await writer.blog(brand, strategy);
      const { voice } = brand;
      if (!voice) return blog;
      const body = voicedWithin(voice, blog.body);
      // The body must stay as long as the page says: fewer words after the pass keeps the writer's.
      const kept = countWords(body) >= Math.min(BLOG_MIN_WORDS, blog.wordCount) ? body : blog.body;
      return { ...blog, body: kept, wordCount: countWords(kept), outline: blog.outline.map((h) => voicedWithin(voice, h, length(h))) };
    },
  };
}
