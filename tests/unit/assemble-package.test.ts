// Assembling a package: posts written in parallel (by an AI model) can share a sentence;
// the assembled package says it once, without losing a post's call to action.
import { describe, expect, it } from 'vitest';
import type { GeneratedPackage, Post } from '#contracts/generation';
import type { BrandBrief } from '#lib/ai/types';
import { offlineWriter } from '#lib/ai/offline/writer';
import { checkPackage, hasCallToAction, qualityContext, sentencesIn, withoutRepeatedSentences } from '#lib/ai/quality';

const brand: BrandBrief = {
  name: 'Bean & Bloom',
  industry: 'Independent café and flower shop',
  targetAudience: 'local office workers, students and young families in Didsbury, Manchester who want good coffee and a cosy place to meet',
  mainGoal: 'More weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email', 'Blog'],
  toneOfVoice: 'Friendly',
};

async function offlinePackage(): Promise<GeneratedPackage> {
  const writer = offlineWriter;
  const strategy = await writer.strategy(brand);
  const posts: Post[] = [];
  for (let n = 1; n <= 7; n++) posts.push(await writer.post(brand, strategy, n));
  return { strategy, posts, email: await writer.newsletter(brand, strategy), blog: await writer.blog(brand, strategy) };
}

const repeats = (pkg: GeneratedPackage) => checkPackage(pkg, qualityContext(brand)).filter((p) => p.includes('repeats a sentence'));

describe('withoutRepeatedSentences', () => {
  it("leaves the built-in writer's package as it is: it never repeats itself", async () => {
    const pkg = await offlinePackage();
    expect(withoutRepeatedSentences(pkg)).toEqual(pkg);
  });

  it('takes a sentence an earlier post already said out of the later post, keeping the rest', async () => {
    const pkg = await offlinePackage();
    const shared = sentencesIn(pkg.posts[0]!.caption).find((s) => s.split(' ').length >= 5 && !hasCallToAction(s))!;
    const third = pkg.posts[2]!;
    const twice: GeneratedPackage = { ...pkg, posts: pkg.posts.map((p, i) => (i === 2 ? { ...p, caption: `${shared} ${p.caption}` } : p)) };
    expect(repeats(twice)).toHaveLength(1);

    const assembled = withoutRepeatedSentences(twice);

    expect(repeats(assembled)).toEqual([]);
    expect(assembled.posts[0]!.caption).toContain(shared);
    expect(assembled.posts[2]!.caption).toBe(third.caption);
  });

  it('keeps a repeated sentence when taking it out would leave the post without a call to action', async () => {
    const pkg = await offlinePackage();
    const onlyCta = 'Pop in before ten this week and tell us your order.';
    const posts = pkg.posts.map((p, i) => (i === 0 ? { ...p, caption: `${p.caption}\n${onlyCta}` } : i === 1 ? { ...p, caption: onlyCta } : p));
    const assembled = withoutRepeatedSentences({ ...pkg, posts });
    expect(assembled.posts[1]!.caption).toBe(onlyCta);
  });

  it("keeps the blog's word count in step with its body", async () => {
    const pkg = await offlinePackage();
    const assembled = withoutRepeatedSentences(pkg);
    expect(assembled.blog.wordCount).toBe(pkg.blog.wordCount);
  });
});
