// Table: the words that name each chat topic.
import type { ChatTopic } from '../chat-topic.ts';

/** Topic words, most specific first: a question is about the topic with most hits (ties: the earlier topic). */
export const TOPIC_PATTERNS: [ChatTopic, RegExp][] = [
  [
    'reviews',
    /\b(reviews?|testimonials?|google business|business profile|google maps|local seo|near me|word of mouth|referrals?|refer a friend|ratings?|local (customers|people|area|community))\b/g,
  ],
  ['seo', /\b(seo|blogs?|blogging|articles?|search engines?|rank(ing|ings)?|organic (search|traffic)|meta descriptions?|backlinks?)\b/g],
  [
    'ads',
    /\b(ads?|adverts?|advertising|ppc|adwords|google ads|meta ads|facebook ads|budgets?|roas|cpc|cpa|cost per \w+|bids?|bidding|keywords?|retarget\w*|remarketing|paid|spend)\b/g,
  ],
  [
    'email',
    /\b(e-?mails?|newsletters?|subject lines?|mailing list|subscribers?|welcome (sequence|series)|inbox|abandoned cart|open rates?|mailchimp|klaviyo)\b/g,
  ],
  [
    'landing',
    /\b(landing pages?|sales pages?|home ?page|website( copy)?|conversions?|convert\w*|checkout|funnels?|sign-?up page|calls? to action|cta|headlines?|product descriptions?|copy|copywriting)\b/g,
  ],
  ['offer', /\b(offers?|pric(e|es|ing)|discounts?|deals?|promotions?|promo|bundles?|guarantees?|upsells?|free trials?|loyalty|coupons?|sale)\b/g],
  ['launch', /\b(launch\w*|new (product|service|range|menu|collection)|opening|grand opening|waitlist|wait list|pre-?orders?|release|go live)\b/g],
  [
    'calendar',
    /\b(calendar|schedule|posting plan|content plan|what to post|month of (content|posts)|content ideas|batch\w*|pillars?|consisten\w*|how often)\b/g,
  ],
  [
    'social',
    /\b(social( media)?|instagram|tiktok|facebook|linkedin|reels?|posts?|captions?|hashtags?|followers?|stories|engagement|community|influencers?|ugc|videos?)\b/g,
  ],
  [
    'branding',
    /\b(brand(ing)?|position\w*|messag\w*|taglines?|slogans?|voice|tone|logo|identity|different\w*|competitors?|ideal customers?|target (audience|market)|personas?|elevator pitch|about (us )?page|usp|niche)\b/g,
  ],
  ['measure', /\b(measure\w*|metrics?|analytics|kpis?|results?|track\w*|data|reports?|insights|working|roi)\b/g],
];
