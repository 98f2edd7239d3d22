// Table: what an ad asks people to do for each goal, in phrasings that fit every limit whoever
// the business is (Google headlines ≤ 30, descriptions ≤ 90, Meta descriptions ≤ 30), so an ad
// set always has its minimum of fields even when no phrasing with the brand's own words fits.
import type { MetaCta } from '#contracts/ad-copy';
import type { GoalKind } from '../brief.ts';

export interface AdPhrases {
  /** Google headlines asking for the goal's action (at least four, each distinct). */
  headlines: string[];
  /** A headline naming the campaign's last day (`{date}`, e.g. "31 March"), or null. */
  until: string | null;
  /** Short sentences that close a description or the primary text. */
  close: string[];
  /** Google descriptions for any business with this goal (at least two). */
  descriptions: string[];
  /** The Meta link description when no phrasing of the brand's fits. */
  metaDescription: string;
  /** Meta's button. */
  cta: MetaCta;
  /** The second display path when the place does not fit. */
  path: string;
}

export const AD_PHRASES: Record<GoalKind, AdPhrases> = {
  visits: {
    headlines: ['Come and See Us', 'Visit Us This Week', 'Drop In and Say Hello', 'Pop In This Week'],
    until: 'Visit Before {date}',
    close: ['Come and see us this week.', 'Drop in and say hello.'],
    descriptions: [
      'Come and see us this week: the door is open and the team would love to meet you.',
      'Drop in this week and say hello; we would love to see you.',
    ],
    metaDescription: 'Come and see us this week',
    cta: 'GET_DIRECTIONS',
    path: 'visit',
  },
  bookings: {
    headlines: ['Book Your Visit Online', 'Book Online in a Minute', 'Pick a Time That Suits You', 'Book Your Appointment Today'],
    until: 'Book Before {date}',
    close: ['Book online today.', 'Book your slot today.'],
    descriptions: ['Book online in under a minute and choose a time that suits you.', 'Message us to book and we reply the same day.'],
    metaDescription: 'Book online in a minute',
    cta: 'BOOK_NOW',
    path: 'book',
  },
  email: {
    headlines: ['Join Our Mailing List', 'Offers Straight to Your Inbox', 'Sign Up for Our Newsletter', 'Hear About Offers First'],
    until: 'Sign Up Before {date}',
    close: ['Sign up today.', 'Join the list today.'],
    descriptions: [
      'Join our mailing list for offers, news and tips, straight to your inbox.',
      'Subscribers hear about every offer first. Sign up in a few seconds.',
    ],
    metaDescription: 'Offers straight to your inbox',
    cta: 'SUBSCRIBE',
    path: 'newsletter',
  },
  sales: {
    headlines: ['Order Online Today', 'Shop the Range Online', 'Order Yours Today', 'Browse the Full Range'],
    until: 'Order Before {date}',
    close: ['Order yours today.', 'Shop online today.'],
    descriptions: ['Order online in a few clicks, and we will take care of the rest.', 'Browse the full range online and order yours today.'],
    metaDescription: 'Order online today',
    cta: 'SHOP_NOW',
    path: 'shop',
  },
  leads: {
    headlines: ['Ask for a Quote Today', 'Talk to Us Today', 'Get in Touch Today', 'Quick, Friendly Replies'],
    until: 'Get in Touch by {date}',
    close: ['Get in touch today.', 'Ask for a quote today.'],
    descriptions: ['Tell us what you need and we will reply the same working day.', 'Get in touch today for a clear quote with no obligation.'],
    metaDescription: 'Get in touch today',
    cta: 'CONTACT_US',
    path: 'contact',
  },
  signups: {
    headlines: ['Sign Up in Minutes', 'Create Your Account Today', 'Get Started Today', 'Easy to Set Up'],
    until: 'Sign Up Before {date}',
    close: ['Sign up today.', 'Get started today.'],
    descriptions: ['Sign up in a few minutes and get started the same day.', 'Create your account today: setting up takes minutes.'],
    metaDescription: 'Sign up in minutes',
    cta: 'SIGN_UP',
    path: 'sign-up',
  },
  members: {
    headlines: ['Become a Member Today', 'Join Us This Month', 'Membership Made Simple', 'Join Today'],
    until: 'Join Before {date}',
    close: ['Join today.', 'Become a member today.'],
    descriptions: ['Become a member today and make it part of your week.', 'Join this month and start straight away.'],
    metaDescription: 'Become a member today',
    cta: 'SIGN_UP',
    path: 'join',
  },
  awareness: {
    headlines: ['Find Out More Today', 'Get to Know Us', 'See What We Do', 'Meet the Team'],
    until: null,
    close: ['Find out more today.', 'Take a look today.'],
    descriptions: ['Find out what we do and why our customers keep coming back.', 'Take a look at what we do and come and say hello.'],
    metaDescription: 'Find out more today',
    cta: 'LEARN_MORE',
    path: 'about',
  },
};

/** Words in a campaign's name that make it something customers can come to or use ("Spring open day"), not an internal label ("Q3 push"). */
export const EVENT_WORDS =
  /\b(day|days|week|weekend|sale|sales|open|launch|festival|fair|evening|night|offer|offers|tasting|workshop|season|menu|collection|christmas|easter|summer|spring|autumn|winter|valentine'?s?|mother'?s|father'?s)\b/i;
