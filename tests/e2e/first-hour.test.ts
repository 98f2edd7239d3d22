// The first hour of Markk in a real browser, for two different businesses: sign-up with the
// password rule shown first, the code from the outbox, "Welcome to Markk!", the whole
// onboarding wizard, the real generation with the built-in writer (its stage line moving on),
// a strategy naming the goal, a package whose posts talk about the trade within each platform's
// limit, an edit in place that becomes the approved draft, a free regeneration, the dashboard's drafts and
// notification, the plan and credits in the header, /content newest first and filtered, the
// global search — a café at 1280 px with the mouse, a plumber at 375 px with the keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contentEndpoints } from '#contracts/content';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, DashboardPage, DRAFT_LINK, expectToast, heading } from './pages.ts';
import { callOk, latestCodeFor, signIn, stackUrl, uniqueEmail } from '../support/users.ts';

/** What the wizard's form is given, and what the package must talk about. */
interface Brand {
  key: string;
  person: string;
  name: string;
  industry: string;
  audience: string;
  goal: string;
  tone: 'Friendly' | 'Professional';
  platforms: string[];
  /** Words of the trade a post should use (brand name and hashtags left out when looking). */
  tradeWords: RegExp;
  editedTitle: string;
  editedCaption: string;
  viewport: { width: number; height: number };
  /** Drive the page with the keyboard where it is practical, rather than the mouse. */
  keyboard: boolean;
}

const BRANDS: Brand[] = [
  {
    key: 'cafe',
    person: 'Bea Bloomfield',
    name: 'Bean & Bloom',
    industry: 'Independent café and flower shop',
    audience: 'local office workers, students and young families in Didsbury, Manchester who want good coffee and a cosy place to meet',
    goal: 'Get more weekday morning customers',
    tone: 'Friendly',
    platforms: ['Instagram', 'Facebook', 'Email'],
    tradeWords: /coffee|flower|brunch|latte|espresso|flat white|pastr|cake|tulip|bouquet|stem|florist|plant|bloom(?!field)/i,
    editedTitle: 'Flat white and tulips Friday',
    editedCaption: 'Two flat whites and a bunch of tulips for £12 every Friday before 10am. See you at the counter! #BeanAndBloom',
    viewport: { width: 1280, height: 900 },
    keyboard: false,
  },
  {
    key: 'plumber',
    person: 'Nick Northside',
    name: 'Northside Plumbing & Heating',
    industry: 'Boiler servicing and plumbing in Leeds',
    audience: 'homeowners and landlords in north Leeds with older boilers who want warm homes without surprises',
    goal: 'Book more boiler services',
    tone: 'Professional',
    platforms: ['Facebook', 'LinkedIn', 'Email'],
    tradeWords: /boiler|plumb|heating|radiator|pipe|leak|tap\b|stopcock|bathroom|thermostat|shower|water|engineer/i,
    editedTitle: 'Boiler checks before the cold snap',
    editedCaption: 'Book your annual boiler service this month and we check your radiators for free. Call us today.',
    viewport: { width: 375, height: 740 },
    keyboard: true,
  },
];

/** Caption limits step 4 counts against, as each platform sets them. */
const LIMITS: Record<string, string> = { Instagram: '2,200', Facebook: '63,206', LinkedIn: '3,000' };
const STAGE_LABELS = [
  'Analyzing your brand',
  'Building your marketing strategy',
  'Writing 7 social posts',
  'Drafting your newsletter and blog post',
  'Packaging your content',
];

let session: BrowserSession;
/** Each brand's first post as step 4 showed it, to compare the two businesses at the end. */
const firstPosts = new Map<string, string>();

beforeAll(async () => {
  session = await openBrowser();
});

afterAll(async () => {
  await session?.close();
});

/** A post's words without the brand's own name and the hashtags (which would count as the trade for free). */
const wordsOf = (text: string, brand: Brand) =>
  text
    .split(brand.name)
    .join(' ')
    .replace(/#[\p{L}\p{N}_]+/gu, ' ');

function walk(brand: Brand) {
  describe(`the first hour of ${brand.name} at ${brand.viewport.width} px`, () => {
    let page: Page;
    const email = uniqueEmail(`first-${brand.key}`);
    const password = 'first-hour-1';
    let blogTitle = '';

    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    const overlay = () => page.getByTestId('generation-overlay');

    /** Activates a control: Enter on it from the keyboard, or a mouse click. */
    async function activate(control: Locator) {
      if (!brand.keyboard) return control.click();
      await control.focus();
      await page.keyboard.press('Enter');
    }

    /** Types into a field: focused and typed key by key, or filled as a paste would. */
    async function enter(field: Locator, text: string) {
      if (!brand.keyboard) return field.fill(text);
      await field.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    }

    beforeAll(async () => {
      const context = await session.browser.newContext({ viewport: brand.viewport });
      page = await context.newPage();
      // A step that is not there fails in seconds rather than holding up the rest of the walk.
      page.setDefaultTimeout(15_000);
    });

    it('states the password rule before signing up, takes the code from the e-mail and greets a new user', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-sign-up`);
      await page.goto(`${stackUrl()}/`);
      const auth = new AuthScreen(page);
      await auth.isShown();
      if (brand.keyboard) {
        await page.getByRole('tab', { name: 'Sign In' }).focus();
        await page.keyboard.press('ArrowRight');
      } else {
        await page.getByRole('tab', { name: 'Sign Up' }).click();
      }
      // The rule is on screen before anything is typed or submitted.
      await page.getByText('At least 6 characters.', { exact: true }).waitFor();
      await enter(page.getByLabel('Full Name'), brand.person);
      await enter(page.getByLabel('Company Name (Optional)'), brand.name);
      await enter(page.getByLabel('Email', { exact: true }), email);
      await enter(page.getByLabel('Password', { exact: true }), password);
      if (brand.keyboard) await page.keyboard.press('Enter');
      else await button('Sign Up').click();
      await expectToast(page, 'Account created!');

      await page.getByText(`We sent a verification code to ${email}.`).waitFor();
      await enter(page.getByLabel('Verification code'), await latestCodeFor(email));
      if (brand.keyboard) await page.keyboard.press('Enter');
      else await button('Confirm').click();
      await page.waitForURL(/\/onboarding$/);
      await expectToast(page, 'Welcome to Markk!', 'Redirecting to onboarding...');
      expect(await page.getByText('Welcome back!', { exact: true }).count()).toBe(0);
      await heading(page, 'Onboarding');
      // A keyboard user starts on the new page's heading, not back at the top of the document.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('h1');
    });

    it('fills in the brand and reviews it', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-brand`);
      await activate(button("Let's Go"));
      await stepHeading('Brand & Business Setup').waitFor();
      expect(await page.getByLabel('Brand name').inputValue()).toBe(brand.name);
      await enter(page.getByLabel('Industry'), brand.industry);
      await enter(page.getByLabel('Target audience'), brand.audience);
      await enter(page.getByLabel('Main goal'), brand.goal);
      for (const platform of brand.platforms) {
        const box = page.getByRole('checkbox', { name: platform });
        if (brand.keyboard) {
          await box.focus();
          await page.keyboard.press('Space');
        } else {
          await box.check();
        }
        expect(await box.isChecked()).toBe(true);
      }
      const tone = page.getByRole('radio', { name: brand.tone });
      if (brand.keyboard) {
        await tone.focus();
        await page.keyboard.press('Space');
      } else {
        await tone.check();
      }
      expect(await tone.isChecked()).toBe(true);

      await activate(button('Review Summary'));
      await stepHeading("Perfect! Here's what we learned about your brand").waitFor();
      for (const text of [brand.name, brand.industry, brand.audience, brand.goal, brand.tone, brand.platforms.join(', ')]) {
        await page.getByText(text, { exact: true }).first().waitFor();
      }
    });

    it('completes setup: the progress line follows the stages up to 100%, then the strategy names the goal', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-progress`);
      // Every text the line under the title shows, as it changes (the built-in writer is quick).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __markkStages: string[] }).__markkStages = seen;
        const note = () => {
          const text = document.querySelector('[data-testid="generation-stage"]')?.textContent?.trim();
          if (text && seen.at(-1) !== text) seen.push(text);
        };
        new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await activate(button('Complete Setup'));
      await overlay().getByText('Crafting your marketing strategy...').waitFor();
      for (const label of STAGE_LABELS) await overlay().getByText(label, { exact: true }).waitFor();
      await overlay().getByText('100%', { exact: true }).waitFor({ timeout: 45_000 });

      await stepHeading('AI Strategy').waitFor({ timeout: 15_000 });
      const stages = await page.evaluate(() => (window as unknown as { __markkStages: string[] }).__markkStages);
      expect(stages.length).toBeGreaterThanOrEqual(2);
      expect(new Set(stages).size).toBe(stages.length);
      expect(stages.at(-1)).toBe('Your content is ready.');
      for (const stage of stages.slice(0, -1)) {
        expect(STAGE_LABELS.map((label) => `${label}...`)).toContain(stage);
      }

      const strategy = await page.getByTestId('strategy-summary').innerText();
      expect(strategy.toLowerCase()).toContain(brand.goal.toLowerCase());
      expect(strategy).toContain(brand.name);
      expect(strategy).not.toContain(brand.audience);
      await activate(button('Next'));
      await stepHeading('Premium Content Package').waitFor();
    });

    it('shows 7 posts about the trade, each with its platform and a length within its limit, and the blog with headings', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-package`);
      const social = brand.platforms.filter((p) => p !== 'Email' && p !== 'Blog');
      let aboutTheTrade = 0;
      const used = new Set<string>();
      for (let n = 1; n <= 7; n++) {
        const post = page.getByTestId(`package-post-${n}`);
        await post.waitFor();
        const described = await post.getByText(new RegExp(`^Post ${n} · `)).innerText();
        const platform = described.replace(`Post ${n} · `, '').trim();
        expect(social).toContain(platform);
        used.add(platform);

        const caption = await post.getByTestId('package-caption').innerText();
        const count = (await post.getByTestId('package-char-count').innerText()).trim();
        const match = new RegExp(`^([\\d,]+) / ${LIMITS[platform]} characters for ${platform}$`).exec(count);
        expect(match, `post ${n}: "${count}"`).not.toBeNull();
        const shown = Number(match![1]!.replace(/,/g, ''));
        expect(shown).toBe(Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(caption)).length);
        expect(shown).toBeLessThanOrEqual(Number(LIMITS[platform]!.replace(/,/g, '')));
        await post.getByText('Hashtags:').waitFor();

        const title = await post.getByRole('heading', { level: 3 }).first().innerText();
        expect(Array.from(title.trim()).length).toBeLessThan(70);
        expect(caption).not.toContain(brand.audience);
        if (brand.tradeWords.test(wordsOf(`${title}\n${caption}`, brand))) aboutTheTrade += 1;
        if (n === 1) firstPosts.set(brand.key, caption);
      }
      expect(aboutTheTrade).toBeGreaterThanOrEqual(5);
      // Both social platforms the brand chose get posts.
      expect([...used].sort()).toEqual([...social].sort());

      const blog = page.getByTestId('package-blog-body');
      expect(await blog.locator('h5').count()).toBeGreaterThanOrEqual(3);
      expect(await blog.innerText()).not.toContain('##');
      expect(await page.getByTestId('package-email').innerText()).not.toContain('##');
      blogTitle = (await page.getByTestId('package-blog-title').innerText()).trim();
      expect(Array.from(blogTitle).length).toBeLessThan(70);
      if (brand.keyboard) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(brand.viewport.width);
    });

    it('edits a post in place, regenerates the newsletter for free and approves the package', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-edit`);
      const n = brand.keyboard ? 1 : 2;
      // On the phone, "Edit & Customize" opens the first post with its title focused.
      await activate(brand.keyboard ? button('Edit & Customize') : button(`Edit Post ${n}`));
      const title = page.getByLabel(`Post ${n}: Title`);
      await title.waitFor();
      await enter(title, brand.editedTitle);
      await enter(page.getByTestId(`package-post-${n}`).locator('textarea'), brand.editedCaption);
      await activate(page.getByTestId(`package-post-${n}`).getByRole('button', { name: 'Save', exact: true }));
      await expectToast(page, 'Saved', 'Your edit is kept and will be in the approved drafts.');
      const post = page.getByTestId(`package-post-${n}`);
      await post.getByRole('heading', { name: brand.editedTitle }).waitFor();
      expect(await post.getByTestId('package-caption').innerText()).toBe(brand.editedCaption);

      // A free regeneration: the header still counts one credit spent, for the whole package.
      const newsletter = page.getByTestId('package-email');
      await newsletter.getByText('5 free regenerations left').waitFor();
      await activate(button('Regenerate Email newsletter'));
      await expectToast(page, 'Rewritten', 'Markk wrote this item again, at no extra credit.');
      await newsletter.getByText('4 free regenerations left').waitFor();

      await activate(button('Approve & Publish'));
      await stepHeading('Your marketing department is ready').waitFor();
      await activate(button('Go to Dashboard'));
      await new DashboardPage(page).isShown();
    });

    it('shows the drafts on the dashboard, the ready notification, and the name, plan and credits in the header', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-dashboard`);
      const card = page.getByTestId('your-content');
      await card.getByRole('link', { name: 'Social posts: 7 drafts' }).waitFor();
      await card.getByRole('link', { name: 'Newsletters: 1 draft' }).waitFor();
      await card.getByRole('link', { name: 'Blog posts: 1 draft' }).waitFor();
      const notifications = new DashboardPage(page).notifications();
      await notifications.getByText('Your 9 drafts are ready in Content.').waitFor();
      expect(await notifications.innerText()).not.toContain('waiting for your approval');

      // Read afresh from the server: the run cost one credit, its regeneration none.
      await page.reload();
      await new DashboardPage(page).isShown();
      const header = page.locator('#markk-header');
      const credits = 'Growth plan · 19 of 20 AI credits left';
      // On a phone the header keeps them as named icons.
      await header.getByRole('link', { name: credits }).waitFor();
      const menu = header.getByRole('button', { name: new RegExp(brand.person) });
      await activate(menu);
      // The user menu names the plan and the credits left too (phones show no item descriptions).
      await page.getByRole('menuitem', { name: credits }).waitFor();
      await page.getByRole('menuitem', { name: 'Upgrade' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Upgrade' }).waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(brand.viewport.width);
    });

    it('lists the 9 drafts under Content newest first in a steady order, filters them by type, and the edit is the draft', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-content`);
      await activate(page.getByTestId('your-content').getByRole('link', { name: 'Open Content' }));
      await heading(page, 'Content');
      const links = page.locator(DRAFT_LINK);
      await expect.poll(() => links.count()).toBe(9);

      // Newest first; the nine drafts of one approval share its time, and among them the list
      // has a steady order: the blog, the newsletter, then posts 1 to 7 (the edit in its place).
      const user = await signIn(email, password);
      const { items } = await callOk(contentEndpoints.list, { token: user.accessToken });
      const byHref = new Map(items.map((item) => [`/content/${item.id}`, item]));
      const shown = (await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!))).map((href) => byHref.get(href)!);
      expect(shown.every(Boolean)).toBe(true);
      const times = shown.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(shown.map((item) => item.type)).toEqual(['blog', 'email', ...Array<string>(7).fill('post')]);
      expect(shown[0]!.title).toBe(blogTitle);
      expect(shown[brand.keyboard ? 2 : 3]!.title).toBe(brand.editedTitle);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(brand.viewport.width);

      for (const [option, count] of [
        ['Posts', 7],
        ['Newsletters', 1],
        ['Blog posts', 1],
        ['All types', 9],
      ] as const) {
        await activate(page.getByRole('button', { name: /Filter by type/ }));
        await page.getByRole('option', { name: option, exact: true }).click();
        await expect.poll(() => links.count()).toBe(count);
      }

      await activate(page.getByRole('link', { name: brand.editedTitle, exact: true }));
      await heading(page, brand.editedTitle);
      expect(await page.getByLabel('Body').inputValue()).toBe(brand.editedCaption);
    });

    it('finds the blog draft in the global search by a word of its title', async () => {
      screenshotOnFailure(() => page, `first-hour-${brand.key}-search`);
      await page.goto(`${stackUrl()}/`);
      const dashboard = new DashboardPage(page);
      await dashboard.isShown();
      const word = blogTitle
        .split(/[^\p{L}]+/u)
        .filter((w) => !brand.name.includes(w))
        .sort((a, b) => b.length - a.length)[0]!;
      expect(word.length).toBeGreaterThanOrEqual(4);
      await enter(dashboard.searchBox(), word);
      const result = dashboard.group('content').getByRole('link', { name: blogTitle, exact: true });
      await activate(result);
      await heading(page, blogTitle);
      await page.context().close();
    });
  });
}

for (const brand of BRANDS) walk(brand);

describe('the two businesses', () => {
  it('got different first posts', () => {
    expect(firstPosts.size).toBe(2);
    const [cafe, plumber] = [firstPosts.get('cafe')!, firstPosts.get('plumber')!];
    expect(cafe).not.toBe(plumber);
    expect(cafe).not.toContain('Northside');
    expect(plumber).not.toContain('Bean & Bloom');
  });

  it('violated no Content-Security-Policy on any page of either walk', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
