// Table, second half: what to do in a workflow step about content, the community, search and
// sales, by what the step asks (its words), for this brand. chat-step-guides.ts joins both halves.
import { lowerFirst, upperFirst } from '../brief.ts';
import { endSentence, main, money, noDot, p, where, type Ctx } from '../chat-context.ts';

export const CONTENT_STEP_GUIDES = {
  segmentMessages: (c) => [
    `Viewed a page: a reminder with the ${p(c)}.`,
    `Viewed a product: proof, e.g. ${lowerFirst(endSentence(c.proof))}`,
    `Started checkout: a small incentive, ${lowerFirst(c.offer[0])}; cap at two ads a day for 30 days.`,
  ],
  hooks: (c) => [
    `"Why ${c.audience} keep asking for our ${p(c)}"`,
    `"${upperFirst(noDot(c.tip[0]))} in 10 seconds"`,
    `"What ${c.audience} get wrong about ${c.subject}"`,
  ],
  film: (c) => [
    `Shot 1: the hook on screen; shot 2-4: the ${p(c)} being made or used; shot 5: the result and the call to action.`,
    `Film three reels in one hour, in natural light, with the phone vertical.`,
    `Keep each under 20 seconds and add captions.`,
  ],
  captions: (c) => [`First line: repeat the hook.`, `Then one useful line and a question to answer in the comments.`, `Hashtags: ${c.hashtags}`],
  engage: (c) => [
    `Reply to every comment in the first hour after posting.`,
    `Ask a question in stories: "${p(c)} or ${p(c, 1)}?"`,
    `Spend 15 minutes a day commenting on local and customer accounts.`,
  ],
  communityMoment: (c) => [
    `Repost customers who tag ${c.name}, with thanks by name.`,
    `Run a seven-day challenge or a giveaway of the ${p(c)} for people who share their own photo.`,
    `Go live once for ${c.event}.`,
  ],
  community: (c) => [
    `Who: ${c.audience}${where(c)}.`,
    `What they get: tips, first news and a place to be heard.`,
    `What you get: regulars who talk about ${c.name}.`,
  ],
  channels: (c) => [
    `Main channels: ${main(c)}${c.hasEmail ? ' and e-mail' : c.social[1] ? ` and ${c.social[1]}` : ''}.`,
    `One experiment: short video, a local partnership or a small ad test.`,
    `Drop anything that brought no customers in the last three months.`,
  ],
  weeklyTasks: (_c) => [
    `Monday: plan and write (1 hour).`,
    `Wednesday: film and photograph (1 hour).`,
    `Friday: review numbers and reply to messages (30 minutes).`,
  ],
  blog: (c) => [
    `Question: "How to ${noDot(lowerFirst(c.tip[0]))}" (a real search).`,
    `Outline: the answer first, then three headings, a how-to and a call to action.`,
    `Meta title under 60 characters with "${c.trade}${c.place ? ` ${c.place}` : ''}"; description under 155 characters ending in "${noDot(c.ctas[0]!)}".`,
  ],
  testWithCustomers: (c) => [
    `Read the positioning line to three customers and ask them to say it back in their own words.`,
    `Note any word they stumble on or skip, and replace it with the word they used.`,
    `Ask: "Would that make you choose ${c.name} over the alternatives?" Keep the version that gets a quick yes.`,
  ],
  profile: (c) => [
    `Situation: ${c.audience}${where(c)}, and what is going on in their week when they need a ${c.trade}.`,
    `Goals and frustrations: what they want from ${c.subject}, and what annoyed them about the last place they tried.`,
    `Buying triggers: ${endSentence(c.seasonal)} Add the moments your customers mention.`,
    `Objection to answer: "${c.objection[0]}" ${c.objection[1]}`,
  ],
  wordsToMessages: (c) => [
    `Take the five phrases customers repeat most and turn each into a headline or post hook.`,
    `Turn each frustration into a topic: "${c.objection[0]}" becomes a post answering it.`,
    `Turn each goal into a promise, e.g. the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what it does for them'}.`,
  ],
  oneTest: (c) => [
    `Channel: ${main(c)}, where ${c.audience} already spend time.`,
    `Message: the strongest phrase from your customer words, used in every post for four weeks.`,
    `Measure: ${c.goalKind === 'bookings' ? 'bookings' : c.goalKind === 'email' ? 'sign-ups' : 'enquiries and customers'} that mention it, counted weekly.`,
  ],
  searchTerms: (c) => [
    `Open the search terms report: add every irrelevant search as a negative keyword.`,
    `Pause keywords that spent more than ${money(c, 30)} without a conversion.`,
    `Move budget to the ad group with the lowest cost per conversion, and write a new ad for the weakest.`,
  ],
  segment: (c) => [
    `Viewed a page: everyone who visited in 30 days, the widest and cheapest group.`,
    `Viewed a product: visitors who looked at the ${p(c)} or the ${p(c, 1)}.`,
    `Started checkout or booking: the warmest group, worth the most per click.`,
  ],
  frequency: (_c) => [
    `Cap each person at two ads a day, so retargeting reminds rather than annoys.`,
    `Window: 30 days for page viewers, 14 for product viewers, 7 for started checkouts.`,
    `Exclude people who bought in the last 30 days.`,
  ],
  reelFormats: (c) => [
    `How-to: "${upperFirst(c.howToGoal ?? noDot(c.tip[0]))}", three steps, one per shot.`,
    `Behind the scenes: ${endSentence(c.behind)}`,
    `Before and after: the ${p(c)} from start to finish.`,
  ],
  publish: (_c) => [
    `Post when your audience is online, then stay for the first hour and reply to every comment.`,
    `Share it to stories with a poll sticker to send viewers back to the reel.`,
    `After 48 hours, check watch time and shares; a reel watched to the end is the one to repeat.`,
  ],
  starters: (c) => [
    `Poll: "${p(c)} or ${p(c, 1)}?"`,
    `Question box: "What should we show you next?"`,
    `This-or-that: two versions of the same product, ask people to vote in the comments.`,
  ],
  routine: (c) => [
    `Five minutes: reply to every comment and message.`,
    `Five minutes: comment on posts from customers and local accounts${c.place ? ` in ${c.place}` : ''}.`,
    `Five minutes: share one customer post or review to stories.`,
  ],
  featureCustomers: (c) => [
    `Repost customers who tag ${c.name}, with thanks by name.`,
    `Turn one review a week into a post: ${endSentence(c.proof)}`,
    `Give a monthly shout-out to a regular, with their permission.`,
  ],
  reviewQuarter: (_c) => [
    `List last quarter's campaigns and what each brought: customers, enquiries, sign-ups.`,
    `Mark each channel keep, fix or drop.`,
    `Write down the one lesson to carry into this quarter.`,
  ],
  themes: (c) => [
    `Month 1: the ${p(c)}, with ${lowerFirst(c.offer[0])}.`,
    `Month 2: ${endSentence(c.seasonal)}`,
    `Month 3: ${c.event}${where(c)}, plus customer stories.`,
  ],
  monthlyReview: (c) => [
    `First Friday of each month: look at the goal number (${c.goal}) and the best and worst piece.`,
    `Write three lines: the numbers, the lesson, the next move.`,
    `Adjust next month's plan before you close the review.`,
  ],
  searchQuestion: (c) => [
    `The question: "How to ${noDot(lowerFirst(c.tip[0]))}", a real search ${c.audience} make.`,
    `The keyword behind it, plus "${c.searchTerm}${c.place ? ` ${c.place}` : ''}" for local searches.`,
    `Check the "People also ask" box for the related questions to answer too.`,
  ],
  whatRanks: (c) => [
    `Search the question and open the top three results.`,
    `Note what they all say, and what they miss: local detail, real examples, a clear answer.`,
    `Your angle: the answer from a ${c.trade} that does this every day${where(c)}.`,
  ],
  outline: (c) => [
    `Title: "How to ${noDot(lowerFirst(c.tip[0]))}" (under 60 characters).`,
    `First paragraph: the answer in two sentences: ${endSentence(c.tip[1])}`,
    `Headings: why it matters, step by step, common mistakes, how ${c.name} can help.`,
  ],
  draft: (c) => [
    `Write 800 to 1,200 words in a ${c.voice} voice.`,
    `Use examples from ${c.name}: the ${p(c)}, a customer question, a photo.`,
    `End with one call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  meta: (c) => [
    `Meta title (under 60 characters): the question plus ${c.name}.`,
    `Meta description (under 155 characters): the answer in brief and "${noDot(c.ctas[0]!)}".`,
    `Internal links: to the page for the ${p(c)} and to your contact or booking page.`,
  ],
  publishCheck: (c) => [
    `Publish, then share it three ways: a ${main(c)} post, ${c.hasEmail ? 'your newsletter' : 'a story'}, and a reply to anyone who asks the question.`,
    `Submit the page in Google Search Console.`,
    `In four weeks, check the searches it appears for and improve the title if clicks are low.`,
  ],
  dreamResult: (c) => [
    `The dream result for ${c.audience}: what changes for them after the ${p(c)}, in their words.`,
    `The time it takes: be specific ("in one visit", "by next week"), and honest.`,
    `Write it as one line: "The ${p(c)} from ${c.name}: ${c.productWhy.get(p(c)) ?? 'the result you came for'}."`,
  ],
  price: (_c) => [
    `Work out what the problem costs them without you: time, money or hassle.`,
    `Show the price next to that cost, and next to the value of the bonus.`,
    `Offer three options (good, better, best); most people pick the middle one, so make it the one you want to sell.`,
  ],
  differences: (c) => [
    `Product: the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what makes it yours'}.`,
    `Experience: ${endSentence(c.behind)}`,
    `Place and people: ${c.place ? `rooted in ${c.place}` : 'local and personal'}; proof: ${lowerFirst(endSentence(c.proof))}`,
  ],
  fillCalendar: (c) => [
    `Week 1: teach "${c.tip[0]}", show the ${p(c)} being made, sell ${lowerFirst(c.offer[0])}.`,
    `Week 2: ${endSentence(c.seasonal)} Plus a customer story.`,
    `Week 3: ${c.event}; week 4: ${lowerFirst(c.offer2[0])}. One idea per slot, each tagged with its pillar.`,
  ],
  script: (c) => [
    `Shot 1 (0-2 s): the hook on screen, e.g. "Why ${c.audience} keep asking for our ${p(c)}".`,
    `Shots 2-4: the ${p(c)} being made or used, one point per shot with on-screen text.`,
    `Shot 5: the result and the call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  bestCustomers: (c) => [
    `Write down your five best customers: the ones who come back, spend well and send friends.`,
    `Note what they share: age and stage of life, where they live${c.place ? ` (near ${c.place}?)` : ''}, what they buy first.`,
    `Look for the pattern: is it ${c.audience}, or a narrower group within them?`,
  ],
} satisfies Record<string, (c: Ctx) => string[]>;
