// The ten templates, their public catalogue entries, and the tone a brand kit's free text maps to.
import type { Template } from './frame.ts';
import { announcement } from './templates/announcement.ts';
import { beforeAfter } from './templates/before-after.ts';
import { carousel } from './templates/carousel.ts';
import { event } from './templates/event.ts';
import { offer } from './templates/offer.ts';
import { product } from './templates/product.ts';
import { quote } from './templates/quote.ts';
import { stat } from './templates/stat.ts';
import { textCard } from './templates/text-card.ts';
import { tip } from './templates/tip.ts';
import type { StudioTone, TemplateId, TemplateInfo } from './types.ts';

export const BUILDERS: Record<TemplateId, Template> = {
  'text-card': textCard,
  quote,
  tip,
  offer,
  event,
  product,
  'before-after': beforeAfter,
  announcement,
  stat,
  carousel,
};

export const TEMPLATES = Object.fromEntries(Object.entries(BUILDERS).map(([id, t]) => [id, t.info])) as Record<TemplateId, TemplateInfo>;

/**
 * The brand kit's tone of voice ('Friendly' | 'Professional' | 'Bold' | 'Playful', or free text)
 * as a studio tone. Bold maps to professional: a heavy sans is the bold look our faces offer.
 */
export function toneOf(toneOfVoice: string): StudioTone {
  const t = toneOfVoice.toLowerCase();
  if (/luxur|elegan|premium|refined|sophisticat|classy|upscale|exclusive/.test(t)) return 'luxurious';
  if (/play|fun|quirk|cheek|whims|silly|energetic/.test(t)) return 'playful';
  if (/profess|bold|formal|expert|confident|serious|corporate|authorit|direct/.test(t)) return 'professional';
  return 'friendly';
}
