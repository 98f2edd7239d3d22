// Table: the deeper layers of each chat topic, for a follow-up on the same topic.
import type { ChatTopic } from '../chat-topic.ts';
import type { GuideName } from './chat-step-guides.ts';

/** A topic's deeper layer, for a follow-up on the same topic: the workflow guides that go further, with their titles. */
export const DEEPER: Record<ChatTopic, [GuideName, string][]> = {
  email: [
    ['email1', 'The welcome e-mail'],
    ['email3', 'A teaching e-mail'],
    ['email4', 'Handling the big objection'],
    ['email5', 'The offer e-mail'],
    ['goal', 'What the e-mails are for'],
  ],
  ads: [
    ['keywords', 'Keywords'],
    ['structure', 'Campaign structure'],
    ['rsa', 'The ads themselves'],
    ['budget', 'Budget and bidding'],
    ['searchTerms', 'The 14-day review'],
  ],
  social: [
    ['hooks', 'Hooks that stop the scroll'],
    ['script', 'A reel, shot by shot'],
    ['captions', 'Captions'],
    ['publish', 'After you post'],
    ['routine', 'A daily 15 minutes'],
  ],
  launch: [
    ['waitlist', 'The waitlist'],
    ['launchWeek', 'Launch week, day by day'],
    ['launchDay', 'Launch day'],
    ['followUp', 'The week after'],
  ],
  offer: [
    ['dreamResult', 'The result you sell'],
    ['valueStack', 'Stacking the value'],
    ['price', 'Presenting the price'],
    ['urgency', 'Honest urgency'],
  ],
  seo: [
    ['searchQuestion', 'Choosing the question'],
    ['whatRanks', 'Beating what ranks'],
    ['outline', 'The outline'],
    ['meta', 'Meta title and links'],
    ['publishCheck', 'Publishing and checking'],
  ],
  landing: [
    ['headline', 'Headlines to test'],
    ['benefits', 'Features into outcomes'],
    ['proof', 'Proof'],
    ['objections', 'Objections and guarantee'],
    ['cta', 'The call to action'],
  ],
  branding: [
    ['market', 'Mapping the market'],
    ['differences', 'Your differences'],
    ['positioning', 'The key lines'],
    ['voice', 'Your voice'],
    ['rollOut', 'Rolling it out'],
  ],
  calendar: [
    ['pillars', 'The four pillars'],
    ['formats', 'Formats'],
    ['fillCalendar', 'The month, filled in'],
    ['film', 'Batching'],
  ],
  reviews: [
    ['featureCustomers', 'Turning reviews into content'],
    ['routine', 'A daily 15 minutes'],
    ['starters', 'Conversation starters'],
  ],
  measure: [
    ['tracking', 'Tracking'],
    ['measure', 'Reading the results'],
    ['monthlyReview', 'The monthly review'],
  ],
  general: [
    ['goal', 'The goal'],
    ['channels', 'Channels'],
    ['themes', 'Three months of themes'],
    ['weeklyTasks', 'The weekly rhythm'],
    ['monthlyReview', 'The monthly review'],
  ],
};
