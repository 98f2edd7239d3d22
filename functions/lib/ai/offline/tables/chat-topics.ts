// Table: the plan for each chat topic (numbered steps, examples and the one action to take).
import { lowerFirst, upperFirst } from '../brief.ts';
import { endSentence, main, noDot, p, where, type Ctx } from '../chat-context.ts';
import type { Network } from '../chat-ask.ts';
import type { ChatTopic } from '../chat-topic.ts';

// The topics: a plan (numbered steps), examples (bullets) and the one action to take.

export interface Section {
  heading: string;
  intro: string;
  steps: string[];
  examplesHeading: string;
  examples: string[];
  action: string;
}

export const TOPICS: Record<ChatTopic, (c: Ctx) => Section> = {
  email: (c) => ({
    heading: `E-mail plan for ${c.name}`,
    intro: `E-mail is the one channel ${c.name} owns outright, so every subscriber is worth more than a follower. Here is how I would use it to ${c.goal}.`,
    steps: [
      `Give people a reason to join: a sign-up form on your site and ${main(c)} bio, with a small incentive such as ${lowerFirst(c.offer[0])}.`,
      `Send a welcome e-mail within minutes: say hello, tell the story of ${c.name} in three sentences and feature the ${p(c)}.`,
      `Write one newsletter a week or fortnight with a fixed shape: one useful tip, one product or offer, one call to action.`,
      `Keep subject lines under 45 characters, specific and curious; test two versions on your next send.`,
      `Check opens, clicks and replies after 48 hours, and keep the formats that earn clicks.`,
    ],
    examplesHeading: 'Subject lines to try',
    examples: [
      `The ${p(c)} our regulars keep quiet about`,
      `${upperFirst(noDot(c.tip[0]))} (takes two minutes)`,
      `${noDot(c.offer[0])}, this week only`,
      `A quick question for ${c.audience}${where(c)}`,
    ],
    action: `Write this week's e-mail around "${noDot(c.tip[0])}" and end it with: "${noDot(c.ctas[0]!)}"`,
  }),
  ads: (c) => {
    const budget = c.budget ?? 300;
    const asked = c.ask.network;
    if (asked && asked !== 'Google') return networkAds(c, asked, budget);
    return {
      heading: `Paid ads plan for ${c.name}`,
      intro: `Ads work best for ${c.name} when they reach people who already want ${c.subject}, with one offer and one page to land on. Start small, measure, then scale what pays.`,
      steps: [
        `Set up tracking first: the Meta pixel and Google tag, with the action that counts for your goal (${c.goal}).`,
        `Google Search: bid on buyer-intent searches such as "${c.searchTerm}${c.place ? ` ${c.place}` : ' near me'}" and "${p(c)}${c.place ? ` ${c.place}` : ''}", with negatives like "jobs", "free" and "course".`,
        `Meta (Facebook and Instagram): target ${c.audience}${c.place ? ` within a few miles of ${c.place}` : ''}, with one video and one image ad about the ${p(c, 1)}.`,
        `Budget: ${c.currency}${budget} a month is about ${c.currency}${Math.max(1, Math.round(budget / 30))} a day; split it 60/40 towards the channel closest to the sale.`,
        `Leave each ad for seven days, then pause anything costing more than a customer is worth to you.`,
      ],
      examplesHeading: 'Ad angles to test',
      examples: [`Offer: ${c.offer[0]} (${c.offer[1]})`, `Proof: ${endSentence(c.proof)}`, `Objection: "${c.objection[0]}" ${c.objection[1]}`],
      action: `Install tracking today, then launch one Search campaign with ten keywords and ${c.currency}${Math.max(5, Math.round((budget * 0.6) / 30))} a day.`,
    };
  },
  social: (c) => ({
    heading: `${main(c)} plan for ${c.name}`,
    intro: `On ${main(c)}, people follow ${c.trade === 'business' ? 'businesses' : `a ${c.trade}`} for the people and the craft, then buy. Show both, often, and ask for the action that moves your goal.`,
    steps: [
      `Post three times a week: one tip, one behind the scenes, one product or offer, plus daily stories.`,
      `Open every reel with a two-second hook on screen, e.g. "Why ${c.audience} keep asking for our ${p(c)}" or "${upperFirst(noDot(c.tip[0]))}".`,
      `Film in batches: one hour on a quiet day gives you a week of clips.`,
      `Reply to every comment within the first hour; it is when ${main(c)} decides who else sees the post.`,
      `End each caption with one call to action and three to five hashtags such as ${c.hashtags}.`,
    ],
    examplesHeading: 'Posts for this week',
    examples: [
      `Reel: ${endSentence(c.behind)}`,
      `Carousel: "${c.tip[0]}" in five slides: ${endSentence(c.tip[1])}`,
      `Story poll: which do ${c.audience} prefer, the ${p(c)} or the ${p(c, 1)}?`,
      `Post: ${c.offer[0]}: ${c.offer[1]}.`,
    ],
    action: `Film the behind-the-scenes reel this week and post it with the caption ending "${noDot(c.ctas[0]!)}"`,
  }),
  launch: (c) => ({
    heading: `Launch plan for ${c.name}`,
    intro: `A launch is a story with a date: people need to hear about it several times before they act. Work backwards from launch day and give ${c.audience} a reason to be first.`,
    steps: [
      `Four weeks out: write the one-sentence promise of what is new, and open a waitlist with a launch-only bonus (for example ${lowerFirst(c.offer[1])}).`,
      `Three weeks out: tease it on ${main(c)} with close-ups and behind-the-scenes clips, without the full reveal.`,
      `Two weeks out: tell the story of why you made it, and line up two local partners or customers to share it.`,
      `Launch week: reveal day, a demo, customer reactions and a last call, plus${c.hasEmail ? ' an e-mail on day one and day five' : ' a message to your best customers'}.`,
      `Week after: thank buyers, ask for reviews and share the first results.`,
    ],
    examplesHeading: 'Launch hooks',
    examples: [
      `"Something new is coming to ${c.name}${where(c)}. Join the list to be first."`,
      `Founding customers get ${lowerFirst(c.offer[0])}.`,
      `Launch event: ${c.event}${where(c)}.`,
    ],
    action: `Set the launch date and put up the waitlist page this week, with the bonus in its headline.`,
  }),
  offer: (c) => ({
    heading: `Offer and pricing for ${c.name}`,
    intro: `People rarely buy on price alone; they buy when the value is obvious and the risk is low. Build the offer around the result ${c.audience} want, then price it with confidence.`,
    steps: [
      `Name the result: what ${c.audience} get from the ${p(c)} in one sentence.`,
      `Stack the value: the core product plus one bonus that saves effort or time.`,
      `Price against the alternative, not against competitors: what does not buying cost them?`,
      `Reverse the risk: answer "${c.objection[0]}" upfront: ${c.objection[1]}`,
      `Add honest urgency: a deadline or a limited number, and stick to it.`,
    ],
    examplesHeading: 'Offers that suit a ' + c.trade,
    examples: [`${c.offer[0]}: ${c.offer[1]}.`, `${c.offer2[0]}: ${c.offer2[1]}.`, `A bundle: the ${p(c)} with the ${p(c, 1)} at a small saving.`],
    action: `Pick one offer, give it an end date and announce it to your best customers first.`,
  }),
  seo: (c) => ({
    heading: `SEO and blog plan for ${c.name}`,
    intro: `Search brings people who are already looking. For ${c.name}, the fastest wins are answering the questions ${c.audience} type into Google${c.place ? `, with ${c.place} in the right places` : ''}.`,
    steps: [
      `List ten questions customers ask you about ${c.subject}; each is a blog post.`,
      `Write the answer in the first two sentences, then the detail, examples and photos from ${c.name}.`,
      `Use the question as the title and "${c.trade}${c.place ? ` in ${c.place}` : ''}" in the first paragraph and one heading.`,
      `Link each post to the page where people buy or book, with one clear call to action.`,
      `Publish one post a fortnight and check Search Console after four weeks for the searches you appear in.`,
    ],
    examplesHeading: 'Blog posts to write first',
    examples: [
      `How to ${noDot(lowerFirst(c.tip[0]))}`,
      `${c.objection[0]} An honest answer`,
      `Why ${c.audience} choose the ${p(c)}`,
      `${upperFirst(c.event)}: what to expect`,
    ],
    action: `Write the first post, "How to ${noDot(lowerFirst(c.tip[0]))}", this week and publish it with a link to your booking or shop page.`,
  }),
  landing: (c) => ({
    heading: `A page that converts for ${c.name}`,
    intro: `A page converts when it does one job: one audience, one promise, one call to action. Everything on it should serve one aim: ${c.goal}.`,
    steps: [
      `Headline: the result, not the product. Subheadline: who it is for and how fast they get it.`,
      `Benefits: three bullets, each a feature turned into an outcome (the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what it does for them'}).`,
      `Proof: a review with a name, a number or a photo; ${lowerFirst(endSentence(c.proof))}`,
      `Objections: answer "${c.objection[0]}" right before the button.`,
      `One call to action, repeated at the top and the bottom: "${noDot(c.ctas[0]!)}".`,
    ],
    examplesHeading: 'Headlines to test',
    examples: [
      `The ${p(c)} ${c.audience} keep coming back for`,
      `${upperFirst(c.subject)}${where(c)}, done properly`,
      `${noDot(c.offer[0])}: see why people switch`,
    ],
    action: `Rewrite your page headline with one of the options above and make the button say exactly what happens next.`,
  }),
  branding: (c) => ({
    heading: `Positioning for ${c.name}`,
    intro: `Strong positioning makes ${c.name} the obvious choice for the right people, and lets you ignore the rest. Decide who you are for and the one difference that matters to them.`,
    steps: [
      `Name your best customer precisely: ${c.audience}${where(c)}, and the moment they go looking for a ${c.trade}.`,
      `List what you do differently, with proof for each (your ${p(c)}, how you work, where you are).`,
      `Choose the one difference that matters most to them, and say it the same way everywhere.`,
      `Write the positioning line: "For ${c.audience}${where(c)}, ${c.name} is the ${c.trade} that …", finished with the one difference from step 3.`,
      `Check the voice: ${c.voice}, in your bio, homepage and every post.`,
    ],
    examplesHeading: 'Messaging pillars',
    examples: [`Craft: the ${p(c)}, ${c.productWhy.get(p(c)) ?? 'made with care'}.`, `People: ${endSentence(c.behind)}`, `Proof: ${endSentence(c.proof)}`],
    action: `Finish the positioning line above in one sentence, then put it in your ${main(c)} bio today.`,
  }),
  calendar: (c) => ({
    heading: `Content calendar for ${c.name}`,
    intro: `A calendar removes the daily "what do I post?" question. Four pillars and a fixed weekly rhythm give ${c.name} a month of content from one planning session.`,
    steps: [
      `Pillars: teach (tips), show (behind the scenes), sell (products and offers), prove (customers and reviews).`,
      `Rhythm: Monday teach, Wednesday show, Friday sell, plus one proof post and daily stories.`,
      `Themes by week: week 1 the ${p(c)}, week 2 ${lowerFirst(noDot(c.tip[0]))}, week 3 ${c.event}, week 4 ${lowerFirst(c.offer[0])}.`,
      `Batch it: write captions for the week in one sitting and film on one day.`,
      `Review every Friday: keep the posts that got saves, shares and messages.`,
    ],
    examplesHeading: 'This week, filled in',
    examples: [
      `Monday (teach): ${c.tip[0]}: ${endSentence(c.tip[1])}`,
      `Wednesday (show): ${endSentence(c.behind)}`,
      `Friday (sell): ${c.offer[0]}: ${c.offer[1]}.`,
      `Seasonal hook: ${endSentence(c.seasonal)}`,
    ],
    action: `Block one hour this week, put the four themes in your calendar and schedule Monday's tip post.`,
  }),
  reviews: (c) => ({
    heading: `Reviews and local visibility for ${c.name}`,
    intro: `For a ${c.trade}, reviews are the shop window people look through before they visit. More recent, detailed reviews${c.place ? ` also help ${c.name} show up when people search in ${c.place}` : ' also lift you in local search'}.`,
    steps: [
      `Complete your Google Business Profile: categories, hours, photos of the ${p(c)} and your services.`,
      `Ask at the happy moment: right after a compliment, send the review link by text or e-mail.`,
      `Make it easy: a QR code at the counter or on receipts, and a short link in your e-mail signature.`,
      `Reply to every review within two days, thanking by name and mentioning what they bought.`,
      `Turn the best reviews into posts, website quotes and ad copy.`,
    ],
    examplesHeading: 'A review request you can send',
    examples: [
      `"Thank you for choosing ${c.name}! If you enjoyed the ${p(c)}, would you leave us a quick review? It helps other ${c.audience} find us."`,
      `Local angle: ${c.place ? `mention ${c.place} in replies and posts naturally.` : 'mention your neighbourhood in replies and posts naturally.'}`,
      `Proof to share: ${endSentence(c.proof)}`,
    ],
    action: `Send the review request above to your last five happy customers today.`,
  }),
  measure: (c) => ({
    heading: `Measuring what works for ${c.name}`,
    intro: `Measure the few numbers that show whether marketing helps ${c.name} ${c.goal}; ignore the rest until those move.`,
    steps: [
      `Pick the one number for your goal, and count it weekly.`,
      `Track the source: a link or code per channel, and ask new customers "how did you hear about us?"`,
      `Watch the leading signs: saves, shares, replies, e-mail clicks and enquiries.`,
      `Compare four weeks at a time, not day to day.`,
      `Keep one experiment running: change one thing and see if the number moves.`,
    ],
    examplesHeading: 'A weekly scorecard',
    examples: [
      `Goal: ${c.goal}`,
      `Best post of the week and why it worked`,
      `New ${c.goalKind === 'email' ? 'subscribers' : c.goalKind === 'bookings' ? 'bookings' : 'customers or enquiries'} and where they came from`,
    ],
    action: `Set up a one-page scorecard today and fill in this week's numbers on Friday.`,
  }),
  general: (c) => ({
    heading: `A marketing plan for ${c.name}`,
    intro: `The plan that works for a ${c.trade} is simple and repeated: one goal (${c.goal}), two channels done well, and one campaign a month.`,
    steps: [
      `Goal: write down the number you want by the end of the month.`,
      `Channels: ${main(c)}${c.social[1] ? ` and ${c.social[1]}` : ''}${c.hasEmail ? ', plus a fortnightly e-mail' : ''}; do them properly before adding more.`,
      `Campaign: build this month around the ${p(c)} and ${lowerFirst(c.offer[0])}.`,
      `Content: three posts a week (a tip, behind the scenes, an offer).`,
      `Review: every Friday, look at what brought customers and do more of it.`,
    ],
    examplesHeading: 'Ideas for this month',
    examples: [`Seasonal: ${endSentence(c.seasonal)}`, `Event: ${c.event}${where(c)}.`, `Tip to share: ${c.tip[0]}: ${endSentence(c.tip[1])}`],
    action: `Choose this month's campaign and write its first post today.`,
  }),
};

/** Where each network's ads are bought, and what tracks them. */
const AD_PLATFORMS: Record<Exclude<Network, 'Google'>, { manager: string; pixel: string; placements: string; creative: string }> = {
  Instagram: {
    manager: 'Meta Ads Manager',
    pixel: 'the Meta pixel',
    placements: 'Instagram feed, stories and reels only',
    creative: 'one 15-second reel and one image',
  },
  Facebook: {
    manager: 'Meta Ads Manager',
    pixel: 'the Meta pixel',
    placements: 'Facebook feed and Marketplace only',
    creative: 'one short video and one image',
  },
  TikTok: {
    manager: 'TikTok Ads Manager',
    pixel: 'the TikTok pixel',
    placements: 'the TikTok For You feed',
    creative: 'two 20-second videos filmed on a phone (Spark Ads from your best posts)',
  },
  LinkedIn: {
    manager: 'LinkedIn Campaign Manager',
    pixel: 'the LinkedIn Insight Tag',
    placements: 'Sponsored Content in the feed',
    creative: 'one single-image ad and one document ad',
  },
  Pinterest: {
    manager: 'Pinterest Ads Manager',
    pixel: 'the Pinterest tag',
    placements: 'promoted pins in search and home feeds',
    creative: 'two vertical pins',
  },
  YouTube: {
    manager: 'Google Ads (Video campaigns)',
    pixel: 'the Google tag',
    placements: 'YouTube in-stream and Shorts',
    creative: 'one 15-second video and one Short',
  },
  X: { manager: 'X Ads', pixel: 'the X pixel', placements: 'promoted posts in the timeline', creative: 'two posts with an image' },
};

/** The ads plan for the network the user asked about: its own manager, tracking, placements and action. */
function networkAds(c: Ctx, network: Exclude<Network, 'Google'>, budget: number): Section {
  const ad = AD_PLATFORMS[network];
  const daily = Math.max(5, Math.round(budget / 30));
  return {
    heading: `${network} ads plan for ${c.name}`,
    intro: `${network} ads work for ${c.name} when they stop ${c.audience} mid-scroll with one offer and one place to act. Start small, measure, then scale what pays.`,
    steps: [
      `Set up tracking first: ${ad.pixel} on your site, with the action that counts for your goal (${c.goal}).`,
      `In ${ad.manager}, choose the objective closest to that action, and place the ads in ${ad.placements}.`,
      `Target ${c.audience}${c.place ? ` within a few miles of ${c.place}` : ''}; let the platform widen it only once you have 50 results.`,
      `Creative: ${ad.creative} about the ${p(c, 1)}, each opening with the offer or the proof in the first two seconds.`,
      `Budget: ${c.currency}${budget} a month is about ${c.currency}${daily} a day; leave each ad for seven days, then pause anything costing more than a customer is worth to you.`,
    ],
    examplesHeading: `${network} ad angles to test`,
    examples: [`Offer: ${c.offer[0]} (${c.offer[1]})`, `Proof: ${endSentence(c.proof)}`, `Objection: "${c.objection[0]}" ${c.objection[1]}`],
    action: `Install ${ad.pixel} today, then launch one ${network} campaign in ${ad.manager} with ${ad.creative} at ${c.currency}${daily} a day.`,
  };
}
