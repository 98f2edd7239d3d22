// Brand voice: the profile Markk derives from an owner's own posts, and the voice match of a
// draft with its drifting sentences named.
import { describe, expect, it } from 'vitest';
import { rewriteMessages } from '#lib/ai/rewrite-prompt';
import { applyVoice } from '#lib/voice/apply';
import { deriveProfile, scoreDraft } from '#lib/voice/profile';

const CAFE = [
  "Morning, lovely people! ☕ The cinnamon buns are out of the oven and they won't last long. Grab one with your flat white before ten. See you soon x #cafelife #cinnamonbuns",
  "We've got a new guest roast on the grinder this week 🙌 It's a washed Ethiopian with loads of blueberry. Pop in and try it as a pour-over. See you soon x #coffee #specialtycoffee",
  "Rainy Tuesday? We've got you. Soup of the day is roast tomato and it's on with a chunk of our sourdough 🍅 Dogs welcome, as always! #cafelife",
  "Big thank you to everyone who came to our open mic last night 🎤 You were brilliant. Next one's on the 14th, so bring your mates. See you soon x #community",
  "Our sourdough is back on the counter from 8am 🍞 Don't forget to grab a loaf for the weekend. We bake it slow, and you can taste it. See you soon x #cafelife #sourdough",
];

const SOLICITOR = [
  'Clients who are considering the purchase of a leasehold property should be aware that the terms of the lease are of considerable importance. Accordingly, we recommend that the lease be reviewed in full before exchange of contracts. Furthermore, the remaining term of the lease may affect the availability of mortgage finance.',
  'The Renters’ Rights legislation introduces significant changes for residential landlords. However, the detail of its implementation remains subject to secondary legislation. Landlords are therefore advised to review their existing tenancy agreements with their legal adviser in good time.',
  'A lasting power of attorney allows an individual to appoint one or more persons to make decisions on their behalf. Such an arrangement must be registered with the Office of the Public Guardian before it may be used. Consequently, early preparation is strongly recommended.',
  'Where a dispute arises between neighbours regarding a boundary, the title plan is rarely conclusive. The firm is accordingly able to obtain an expert survey and, where appropriate, to pursue mediation. Litigation should, in our experience, be regarded as a last resort.',
];

describe('a voice profile', () => {
  it('needs at least three samples', () => {
    expect(() => deriveProfile(CAFE.slice(0, 2))).toThrow(/at least 3 samples/);
  });

  it("reads a café's five Instagram posts as short, casual sentences with emoji, hashtags and a sign-off", () => {
    const profile = deriveProfile(CAFE);
    expect(profile.formality).toBe('casual');
    expect(profile.averageSentenceWords).toBeLessThan(12);
    expect(profile.sentenceWordsRange.max).toBeLessThanOrEqual(20);
    expect(profile.emojiPerPost).toBe(1);
    expect(profile.hashtagsPerPost).toBe(1.6);
    expect(profile.wordsYouUse).toEqual(expect.arrayContaining(['sourdough', 'grab']));
    expect(profile.wordsYouUse).not.toContain('the');
    expect(profile.wordsYouNeverUse).toEqual(expect.arrayContaining(['elevate', 'unlock', 'seamless', 'curated']));
    expect(profile.signaturePhrases).toContain('see you soon x');
  });

  it("reads a solicitor's newsletter paragraphs as long, formal sentences without emoji or hashtags", () => {
    const profile = deriveProfile(SOLICITOR);
    expect(profile.formality).toBe('formal');
    expect(profile.averageSentenceWords).toBeGreaterThan(deriveProfile(CAFE).averageSentenceWords + 4);
    expect(profile.emojiPerPost).toBe(0);
    expect(profile.hashtagsPerPost).toBe(0);
  });

  it('leaves a cliché the owner does use off the never-used list, and adds the words the owner names', () => {
    const profile = deriveProfile([...CAFE.slice(0, 4), 'Our curated cake shelf is back. See you soon x'], ['synergies', 'Amazing']);
    expect(profile.wordsYouNeverUse).not.toContain('curated');
    expect(profile.wordsYouNeverUse).toEqual(expect.arrayContaining(['elevate', 'amazing']));
  });

  it('is the same for the same samples', () => {
    expect(deriveProfile(CAFE)).toEqual(deriveProfile([...CAFE]));
  });
});

describe("a draft's voice match", () => {
  const cafe = deriveProfile(CAFE);

  it("scores the café's own kind of post high, with nothing drifting", () => {
    const draft = "Fresh batch of cinnamon buns just came out 🙌 Grab one with your coffee before they're gone. See you soon x #cafelife #cinnamonbuns";
    const result = scoreDraft(cafe, draft);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.drift).toEqual([]);
  });

  it('scores a corporate-cliché draft low and names its drifting sentences and why', () => {
    const draft =
      'Elevate your morning routine with our curated selection of world-class, ethically sourced single-origin coffees, expertly prepared by our team of dedicated baristas to deliver a truly seamless and unforgettable experience for every valued guest. Furthermore, we are committed to excellence. Unlock the full potential of your day.';
    const result = scoreDraft(cafe, draft);
    expect(result.score).toBeLessThan(40);
    expect(result.drift.map((entry) => entry.sentence)).toEqual([
      expect.stringMatching(/^Elevate your morning routine/),
      'Furthermore, we are committed to excellence.',
      'Unlock the full potential of your day.',
    ]);
    const [long, formal, unlock] = result.drift.map((entry) => entry.reasons);
    expect(long).toContain(`Longer than your usual sentences (34 words; you write ${cafe.sentenceWordsRange.min}–${cafe.sentenceWordsRange.max})`);
    expect(long).toEqual(
      expect.arrayContaining(['Uses “elevate”, a word you never use', 'Uses “curated”, a word you never use', 'Uses “seamless”, a word you never use']),
    );
    expect(formal).toEqual(['More formal than you write (“furthermore”)', 'More formal than you write (“we are” where you would shorten it)']);
    expect(unlock).toEqual(['Uses “unlock”, a word you never use']);
    expect(result.notes).toEqual([`No emoji; your posts average ${cafe.emojiPerPost}`]);
  });

  it("names the casual sentence, the emoji and the hashtag in a formal owner's draft", () => {
    const solicitor = deriveProfile(SOLICITOR);
    const result = scoreDraft(
      solicitor,
      "Buying a leasehold flat requires careful review of the lease before contracts are exchanged. Don't worry, we've got you! 🏠 #property",
    );
    expect(result.drift).toEqual([
      {
        sentence: "Don't worry, we've got you!",
        reasons: expect.arrayContaining(["More casual than you write (“Don't”)", 'More casual than you write (an exclamation mark)']),
      },
      { sentence: '🏠 #property', reasons: ['Uses emoji; your posts rarely do', 'Uses hashtags; your posts rarely do'] },
    ]);
    expect(result.score).toBeLessThan(80);
  });

  it('is the same for the same draft', () => {
    const draft = 'Unlock savings today! Our soup is on.';
    expect(scoreDraft(cafe, draft)).toEqual(scoreDraft(cafe, draft));
  });
});

describe('the writers with a voice profile', () => {
  it("put never-used clichés in plain words, and drop emoji and hashtags from a formal owner's text", () => {
    const cafe = deriveProfile(CAFE);
    expect(applyVoice(cafe, 'Elevate your morning with our curated buns. Seamless ordering too!')).toBe(
      'Lift your morning with our hand-picked buns. Smooth ordering too!',
    );
    const solicitor = deriveProfile(SOLICITOR);
    expect(applyVoice(solicitor, 'Review your lease before exchange 🏠 #property #law\nWe can help.')).toBe('Review your lease before exchange\nWe can help.');
  });

  it("carry the owner's voice into the AI rewrite prompt", () => {
    const cafe = deriveProfile(CAFE);
    const [, user] = rewriteMessages({ brand: null, instruction: 'Shorter', type: 'post', title: 'Buns', body: 'Fresh buns today.', voice: cafe });
    expect(user?.content).toContain("Write in the owner's own voice");
    expect(user?.content).toContain('Formality: casual.');
    expect(user?.content).toContain('"see you soon x"');
    expect(user?.content).toMatch(/Words they never use \(do not use them\): elevate, unlock/);
    const [, plain] = rewriteMessages({ brand: null, instruction: 'Shorter', type: 'post', title: 'Buns', body: 'Fresh buns today.' });
    expect(plain?.content).not.toContain('own voice');
  });
});
