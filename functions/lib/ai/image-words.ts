// The creative studio's words from a post, written by the model when one is configured: a
// headline for the image (the post's hook, short enough to read at a glance) and alt text that
// says what the image shows. Any failure answers null and the offline suggestion stands.
import type OpenAI from 'openai';
import * as z from 'zod';
import { logger } from '#lib/logger';
import { askForJson, issuesOf } from './client.ts';

export const IMAGE_WORDS_INSTRUCTION = 'Write the words for a social image';

const ImageWords = z.object({
  headline: z.string().trim().min(3).max(90),
  altText: z.string().trim().min(10).max(300),
});
export type ImageWords = z.infer<typeof ImageWords>;

export interface ImageWordsRequest {
  brandName: string;
  industry: string;
  /** The template's name, e.g. "Offer or promotion". */
  template: string;
  post: string;
}

export function imageWordsPrompt(request: ImageWordsRequest): { system: string; user: string } {
  return {
    system:
      'You are Markk, a senior marketing designer for small businesses. Answer with one JSON object {"headline": string, "altText": string}. ' +
      'The headline goes on the image in large type: at most 90 characters, the post’s hook in its own words, no hashtags, no emoji, no quotation marks. ' +
      'The alt text tells someone who cannot see the image what it shows: the kind of image, the brand, the words on it; at most 300 characters; do not start with "Image of".',
    user: [
      `${IMAGE_WORDS_INSTRUCTION} that goes with this post.`,
      `Brand: ${request.brandName} (${request.industry})`,
      `Template: ${request.template}, drawn in the brand's colours`,
      '',
      'Post:',
      request.post,
    ].join('\n'),
  };
}

/** The model's headline and alt text, or null when it could not give usable ones. */
export async function imageWordsFromModel(client: OpenAI, model: string, request: ImageWordsRequest): Promise<ImageWords | null> {
  try {
    return await askForJson<ImageWords>(
      client,
      model,
      imageWordsPrompt(request),
      (json) => {
        const parsed = ImageWords.safeParse(json);
        return parsed.success ? { value: parsed.data } : { problem: issuesOf(parsed.error) };
      },
      (problem) => new Error(`The model's image words were not usable: ${problem}`),
    );
  } catch (error) {
    logger.warn('The AI could not suggest image words; Markk’s own suggestion is used', { error: (error as Error).message });
    return null;
  }
}
