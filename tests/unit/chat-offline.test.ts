// The offline expert (no OPENAI_API_KEY): answers that use the brand kit and the question's
// topic, in the chosen expert's voice, formatted the way the chat renders replies (a
// heading, numbered steps, bullets, an Action line), different for different questions,
// aware of the thread before them and of a running workflow's step.
import { describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_IDS, PERSONA_LIST, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import { chatOffline } from '#lib/ai/offline/chat';
import { replyTopic, topicOf } from '#lib/ai/offline/chat-topic';
import { GUIDED_WORKFLOWS } from '#lib/ai/offline/tables/chat-workflow-guides';
import type { ChatTurn } from '#lib/ai/chat-prompt';
import type { BrandBrief } from '#lib/ai/types';

const cafe: BrandBrief = {
  name: 'Bean There',
  industry: 'Independent café in Didsbury, Manchester',
  targetAudience: 'local office workers, students and young families who want good coffee',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly',
};
const plumber: BrandBrief = {
  name: 'Flow Right Plumbing',
  industry: 'Plumber in Leeds',
  targetAudience: 'Homeowners and landlords',
  mainGoal: 'Get more quote requests',
  platforms: ['Facebook', 'LinkedIn'],
  toneOfVoice: 'Professional',
};

const reply = (message: string, options: { persona?: PersonaId; useCase?: UseCaseId; brand?: BrandBrief | null; history?: ChatTurn[] } = {}) =>
  chatOffline({
    persona: options.persona ?? 'thomas',
    useCase: options.useCase ?? 'general',
    brand: options.brand === undefined ? cafe : options.brand,
    history: options.history ?? [],
    message,
  });

const formatted = (text: string) => {
  expect(text).toMatch(/^### \S/m);
  expect(text).toMatch(/^1\. \S/m);
  expect(text).toMatch(/^- \S/m);
  expect(text).toMatch(/^Action: \S/m);
  expect(text).not.toMatch(/<[a-z]/i);
};

describe('the offline expert', () => {
  it('reads the topic of a question', () => {
    expect(topicOf('Write me a welcome email for new subscribers')).toBe('email');
    expect(topicOf('How should I spend £400 on Google Ads?')).toBe('ads');
    expect(topicOf('Reel ideas for Instagram')).toBe('social');
    expect(topicOf('We are launching a new product in March')).toBe('launch');
    expect(topicOf('How should I price my new bundle?')).toBe('offer');
    expect(topicOf('What should I blog about for SEO?')).toBe('seo');
    expect(topicOf('My landing page does not convert')).toBe('landing');
    expect(topicOf('How do I position my brand against competitors?')).toBe('branding');
    expect(topicOf('Plan my content calendar for next month')).toBe('calendar');
    expect(topicOf('How do I get more Google reviews from local customers?')).toBe('reviews');
    expect(topicOf('hello')).toBeNull();
  });

  it('answers the topic asked, with the brand, its trade, place and platforms, in the chat format', () => {
    const ads = reply('How should I spend £400 on ads next month?', { persona: 'ppc' });
    formatted(ads);
    expect(ads).toContain('Bean There');
    expect(ads).toContain('Didsbury');
    expect(ads).toMatch(/café/);
    expect(ads).toContain('£400');
    expect(ads).toMatch(/ROAS/);
    expect(ads).toMatch(/Google|Meta/);

    const email = reply('How do I get more people onto my email list?', { persona: 'copywriter' });
    formatted(email);
    expect(email).toMatch(/### E-mail plan for Bean There/);
    expect(email).toMatch(/Subject lines to try/);
    expect(email).toMatch(/flat white|brunch|espresso|cardamom bun|latte/);

    const reviews = reply('How do I get more Google reviews?', { brand: plumber });
    formatted(reviews);
    expect(reviews).toContain('Flow Right Plumbing');
    expect(reviews).toContain('Leeds');
    expect(reviews).toMatch(/Google Business Profile/);
    expect(reviews).not.toMatch(/coffee|café/);
  });

  it("answers in each expert's own voice and expertise", () => {
    const question = 'How can I get more customers this month?';
    const answers = PERSONA_IDS.map((persona) => reply(question, { persona }));
    expect(new Set(answers).size).toBe(6);
    expect(answers[0]).toMatch(/### The big idea/);
    expect(answers[1]).toMatch(/### Words you can use/);
    expect(answers[2]).toMatch(/### Keep it on-brand/);
    expect(answers[3]).toMatch(/### The numbers/);
    expect(answers[4]).toMatch(/### Make it work on Instagram/);
    // Without a topic in the question, each expert answers from its own field.
    expect(replyTopic({ persona: 'ppc', useCase: 'general', history: [], message: 'Hi there' })).toBe('ads');
    expect(replyTopic({ persona: 'strategist', useCase: 'general', history: [], message: 'Hi there' })).toBe('branding');
    expect(replyTopic({ persona: 'thomas', useCase: 'email', history: [], message: 'Hi there' })).toBe('email');
  });

  it('varies with the question, and the same question gets the same answer', () => {
    const a = reply('Give me ideas for Instagram reels');
    const b = reply('What should I post on Instagram this week?');
    const c = reply('Help me with my social media');
    expect(new Set([a, b, c]).size).toBe(3);
    expect(reply('Give me ideas for Instagram reels')).toBe(a);
    for (const text of [a, b, c]) formatted(text);
  });

  it('never pastes the question back as the answer', () => {
    for (const question of [
      'Write me a welcome email for new subscribers please',
      'How should I spend £400 on ads next month?',
      'What is the best way to grow my bakery on TikTok?',
    ]) {
      const text = reply(question);
      expect(text).not.toContain(question);
      expect(text.length).toBeGreaterThan(question.length * 5);
    }
  });

  it('writes the piece itself when asked to write one', () => {
    const welcome = reply('Write me a welcome email for new subscribers', { persona: 'copywriter' });
    expect(welcome).toMatch(/^### Your welcome e-mail for Bean There$/m);
    expect(welcome).toMatch(/^Subject: .*Bean There/m);
    expect(welcome).toMatch(/^Hi there,$/m);
    expect(welcome).toMatch(/^The Bean There team$/m);
    expect(welcome).toMatch(/^### Why it works$/m);
    expect(welcome).toMatch(/^- \S/m);
    expect(welcome).toMatch(/^Action: /m);

    const headlines = reply('Write ten headlines for my homepage', { persona: 'copywriter' });
    expect(headlines).toMatch(/^### Headlines for Bean There$/m);
    expect(headlines.match(/^\d\. /gm)!.length).toBeGreaterThanOrEqual(8);
    expect(headlines).toContain('Didsbury');

    const ads = reply('Write three ad copy variations for Meta', { persona: 'ppc', brand: plumber });
    expect(ads).toMatch(/^### Ad copy for Flow Right Plumbing$/m);
    expect(ads.match(/^Variation \d/gm)).toHaveLength(3);
    expect(ads).toContain('- Button: Get a free quote');

    const bios = reply('Write my social bios', { persona: 'strategist' });
    for (const line of bios.split('\n').filter((l) => /^- (Instagram|Facebook): /.test(l)))
      expect(line.length).toBeLessThanOrEqual(150 + '- Instagram: '.length);
    expect(reply('Write a caption for my next post', { persona: 'social' })).toMatch(/^### A post for Instagram, from Bean There$/m);
    expect(reply('Give me tagline options', { persona: 'strategist' })).toMatch(/^### Tagline options for Bean There$/m);
  });

  it('refers back to the thread in a follow-up', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'How do I grow on Instagram?' },
      { role: 'assistant', content: reply('How do I grow on Instagram?', { persona: 'social' }) },
    ];
    const other = reply('What about reviews?', { persona: 'social', history });
    expect(other).toMatch(/Picking up from what we covered on social media and reels/);
    expect(other).toMatch(/Reviews and local visibility/);
    const same = reply('Give me more', { persona: 'social', history });
    expect(same).toMatch(/^### Going deeper: social media and reels for Bean There$/m);
    expect(same).toMatch(/a level deeper on social media and reels/);
    expect(same).toMatch(/^Last time the action was: film the behind-the-scenes reel/m);
    expect(same).toMatch(/^### Hooks that stop the scroll$/m);
    expect(same).toMatch(/^Next: Ask me for more and we will cover after you post\.$/m);
    // Asked again, the thread moves on to the next parts.
    const again = reply('More please', {
      persona: 'social',
      history: [...history, { role: 'user', content: 'Give me more' }, { role: 'assistant', content: same }],
    });
    expect(again).toMatch(/^### After you post$/m);
    expect(again).not.toMatch(/^### Hooks that stop the scroll$/m);
  });

  it("answers a running workflow's current step and offers the next", () => {
    const workflow = PERSONAS.ppc.workflows[0]!;
    const step2 = chatOffline({ persona: 'ppc', useCase: 'ads', brand: cafe, history: [], message: 'Start this workflow', workflow: { workflow, step: 2 } });
    expect(step2).toContain(`### Step 2 of 6: ${workflow.steps[1]}`);
    expect(step2).toContain(workflow.title);
    expect(step2).toMatch(/keyword|searches/i);
    expect(step2).toContain(`Next: Step 3 of 6 — ${workflow.steps[2]}`);
    expect(step2).toMatch(/^Action: /m);
    const step6 = chatOffline({ persona: 'ppc', useCase: 'ads', brand: cafe, history: [], message: 'next step', workflow: { workflow, step: 6 } });
    expect(step6).toContain('### Step 6 of 6');
    expect(step6).toContain(`Next: That completes "${workflow.title}"`);
  });

  it('has its own advice for every step of every workflow, using the brand', () => {
    for (const persona of PERSONA_LIST)
      for (const workflow of persona.workflows) {
        expect(GUIDED_WORKFLOWS.has(workflow.id)).toBe(true);
        const advice = workflow.steps.map((_, i) => {
          const text = chatOffline({
            persona: persona.id,
            useCase: 'general',
            brand: plumber,
            history: [],
            message: 'next step',
            workflow: { workflow, step: i + 1 },
          });
          expect(text).toContain('Flow Right Plumbing');
          return text.slice(text.indexOf('### How to do it'), text.indexOf('\n\n###', text.indexOf('### How to do it')));
        });
        expect(new Set(advice).size).toBe(6);
      }
  });

  it('answers a hello with where it can help, and a thank-you briefly', () => {
    const hello = reply('Hi there!', { persona: 'copywriter', useCase: 'email' });
    expect(hello).toMatch(/^### Hello from Clara/);
    expect(hello).toContain("Bean There's brand kit");
    expect(hello).toContain('- Welcome e-mail: ');
    expect(hello).toMatch(/^Next: Pick one of these, or tell me what you are working on in email marketing\.$/m);
    expect(reply('Thanks!', { persona: 'ppc' })).toMatch(/^### Glad that helps/);
  });

  it('writes clean sentences for every topic, expert and kind of business', () => {
    const kinds: (BrandBrief | null)[] = [
      cafe,
      plumber,
      null,
      {
        name: 'Tallyo',
        industry: 'Invoicing software for freelancers',
        targetAudience: 'Freelance designers',
        mainGoal: 'More free trial sign-ups',
        platforms: ['LinkedIn', 'Email'],
        toneOfVoice: 'Bold',
      },
    ];
    const questions = [
      'Write a newsletter',
      'Set my Google Ads budget',
      'Reel ideas',
      'Plan our launch',
      'How should I price it?',
      'Blog ideas for SEO',
      'Improve my landing page',
      'Position my brand',
      'Content calendar please',
      'Get more reviews',
      'Which metrics should I track?',
      'Help me grow',
      'Write a welcome email',
      'Write subject lines',
      'Write an email about our offer',
      'Write headlines',
      'Write ad copy',
      'Write a post',
      'Write a reel script',
      'Write a tagline',
      'Write my bios',
      'Write a product description',
      'Write a landing page',
      'hello',
      'thanks',
    ];
    for (const brand of kinds)
      for (const persona of PERSONA_IDS)
        for (const question of questions) {
          const text = reply(question, { persona, brand });
          expect(text).not.toMatch(/undefined|null|NaN|\[object|\.\.(?!\.)|\s,|\S {2}\S|\?\.|!\./);
        }
  });

  it('without a brand kit, still answers the topic and says how to get tailored answers', () => {
    const text = reply('How do I improve my newsletter?', { brand: null, persona: 'copywriter' });
    formatted(text);
    expect(text).toMatch(/E-mail plan for your business/);
    expect(text).toMatch(/^Next: Fill in your brand kit/m);
  });
});
