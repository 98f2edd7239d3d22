// The offline writer's "Rewrite with AI": real rewrites of the drafts Markk generates, by
// instruction and by brand, streamed a few words at a time.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { offlineWriter } from '#lib/ai/offline/writer';
import { callToAction, changesFor, rewriteOffline } from '#lib/ai/offline/rewrite';
import { rewriteMessages } from '#lib/ai/rewrite-prompt';
import { chunksOf, streamChunks } from '#lib/ai/chunks';
import type { BrandBrief, RewriteRequest } from '#lib/ai/types';

const cafe: BrandBrief = {
  name: 'Corner Café',
  industry: 'Coffee shop',
  targetAudience: 'Busy parents who live nearby',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly',
};
const studio: BrandBrief = {
  name: 'Stretch Studio',
  industry: 'Yoga',
  targetAudience: 'Office workers',
  mainGoal: 'Fill more class bookings',
  platforms: ['Instagram'],
  toneOfVoice: 'Professional',
};

async function drafts(brand: BrandBrief) {
  const strategy = await offlineWriter.strategy(brand);
  const post = await offlineWriter.post(brand, strategy, 2);
  const email = await offlineWriter.newsletter(brand, strategy);
  const blog = await offlineWriter.blog(brand, strategy);
  return {
    post: { type: 'post', title: post.title, body: post.caption },
    email: { type: 'email', title: email.subject, body: email.body },
    blog: { type: 'blog', title: blog.title, body: blog.body },
  } as const;
}

const request = (brand: BrandBrief | null, draft: { type: RewriteRequest['type']; title: string; body: string }, instruction: string): RewriteRequest => ({
  brand,
  instruction,
  ...draft,
});
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('changesFor', () => {
  it('reads the quick instructions and free text, negations included', () => {
    expect(changesFor('Shorter')).toEqual(['shorter']);
    expect(changesFor('More playful')).toEqual(['playful']);
    expect(changesFor('More professional')).toEqual(['professional']);
    expect(changesFor('Add a call to action')).toEqual(['cta']);
    expect(changesFor('make it shorter and more fun, with a CTA')).toEqual(['shorter', 'cta', 'playful']);
    expect(changesFor('less formal please')).toEqual(['playful']);
    expect(changesFor('not so casual')).toEqual(['professional']);
    expect(changesFor('in the style of a pirate')).toEqual([]);
  });
});

describe('rewriteOffline', () => {
  it('shorter is shorter for every kind of draft, and keeps the point and the hashtags', async () => {
    const { post, email, blog } = await drafts(cafe);
    for (const draft of [post, email, blog]) {
      const out = rewriteOffline(request(cafe, draft, 'Shorter'));
      expect(words(out), draft.type).toBeLessThan(words(draft.body));
      expect(out.length).toBeGreaterThan(0);
    }
    const shortPost = rewriteOffline(request(cafe, post, 'Shorter'));
    expect(shortPost).toMatch(/#CornerCafé/);
    expect(shortPost.startsWith(post.body.split('.')[0]!.replace(' really', ''))).toBe(true);
    // A 1,200-word blog post comes back at well under half its length, headings kept.
    const shortBlog = rewriteOffline(request(cafe, blog, 'Shorter'));
    expect(words(shortBlog)).toBeLessThan(words(blog.body) / 2);
    expect(shortBlog.match(/^## /gm)?.length).toBe(blog.body.match(/^## /gm)?.length);
  });

  it('adds a call to action fitting the brand goal, before the hashtags of a post and the sign-off of an e-mail', async () => {
    const { post, email } = await drafts(cafe);
    const cta = "Pop in to Corner Café this week — we'd love to welcome you.";
    const withCta = rewriteOffline(request(cafe, post, 'Add a call to action'));
    expect(withCta).toContain(`${cta} #CornerCafé`);
    expect(withCta.startsWith(post.body.replace(/\s*#.*$/, ''))).toBe(true);
    const mail = rewriteOffline(request(cafe, email, 'Add a call to action'));
    expect(mail).toMatch(new RegExp(`${cta}\\n\\nSee you soon,\\nThe Corner Café team$`));
  });

  it('is brand-specific: another goal gets another call to action, with its own name', async () => {
    const { post } = await drafts(studio);
    expect(rewriteOffline(request(studio, post, 'Add a call to action'))).toContain('Book with Stretch Studio today');
    expect(callToAction({ ...cafe, mainGoal: 'Sell more gift cards online' }, 'post')).toBe('Order from Corner Café today — just tap the link in our bio.');
    expect(callToAction({ ...cafe, mainGoal: 'Grow our newsletter sign-ups' }, 'email')).toBe('Sign up with Corner Café today — it takes less than a minute.');
    expect(callToAction(null, 'post')).toBe('Get in touch with us today to find out more.');
    expect(rewriteOffline(request(studio, post, 'More playful'))).toContain('Trust us, Stretch Studio is the happiest stop for office workers!');
  });

  it('changes the tone: playful contracts and cheers, professional expands and calms down', () => {
    const draft = { type: 'post' as const, title: 'T', body: 'Hello. We are open late this week. It is the best time to visit! Grab a seat ✨ #CornerCafé' };
    const fun = rewriteOffline(request(cafe, draft, 'More playful'));
    expect(fun).toMatch(/^Hey there!/);
    expect(fun).toContain("We're open late");
    expect(fun).toContain("It's the best time");
    const formal = rewriteOffline(
      request(cafe, { ...draft, body: "Hey folks! We're open late and it's awesome!! Don't miss it 🎉 #CornerCafé" }, 'More professional'),
    );
    expect(formal).toBe('Hello everyone. We are open late and it is excellent. Do not miss it. #CornerCafé');
  });

  it('polishes text for an instruction it has no rule for', () => {
    const draft = { type: 'post' as const, title: 'T', body: 'our  coffee is is really good\nwe open at 7' };
    expect(rewriteOffline(request(cafe, draft, 'Make it sing'))).toBe('Our coffee is good.\nWe open at 7.');
  });
});

describe('streaming the offline rewrite', () => {
  it('splits text into chunks that join back exactly', () => {
    const text = '  Hello there,\n\nthis is  a test.  ';
    expect(chunksOf(text, 2).join('')).toBe(text);
    expect(chunksOf(text, 2).length).toBe(3);
  });

  it('streams a long text in several chunks, a long one in at most the cap', async () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const chunks: string[] = [];
    for await (const chunk of streamChunks(text, { delayMs: 0, maxChunks: 100 })) chunks.push(chunk);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.length).toBeLessThanOrEqual(100);
  });

  it('holds no listener on a signal a dozen streams share while they pause, and ends each once it is aborted', async () => {
    const controller = new AbortController();
    const text = 'one two three four five six seven eight nine';
    const streams = Array.from({ length: 12 }, () => streamChunks(text, { delayMs: 5, maxChunks: 3, signal: controller.signal })[Symbol.asyncIterator]());
    expect((await Promise.all(streams.map((s) => s.next()))).map((r) => r.value)).toEqual(streams.map(() => 'one two three '));
    const pausing = streams.map((s) => s.next());
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect((await Promise.all(pausing)).map((r) => r.value)).toEqual(streams.map(() => 'four five six '));
    controller.abort();
    expect((await Promise.all(streams.map((s) => s.next()))).every((r) => r.done)).toBe(true);
  });
});

describe('what the OpenAI rewrite is told about the brand', () => {
  const didsbury: BrandBrief = {
    ...cafe,
    targetAudience: 'local office workers, students and young families in Didsbury, Manchester who want good coffee and a cosy place to meet',
  };

  it('gives a short audience phrase to use at most once and says never to paste the answers back', () => {
    const user = rewriteMessages(request(didsbury, { type: 'post', title: 'Our mornings', body: 'Come in for a flat white.' }, 'More playful'))[1]!.content;
    expect(user).toMatch(/Audience: call them "[^"]{3,40}" if at all, at most once\. Never paste their full description/);
    expect(user).toContain('Never paste it back word for word');
  });

  it('offline, "More playful" and "Longer" name the audience by its short phrase, never the whole answer', async () => {
    const { post } = await drafts(didsbury);
    for (const instruction of ['More playful', 'Longer']) {
      const out = rewriteOffline(request(didsbury, post, instruction));
      expect(out).not.toContain(didsbury.targetAudience);
      expect(out).not.toContain('who want good coffee');
    }
  });
});
