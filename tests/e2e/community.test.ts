// The community in a real browser against the local stack: an empty channel shows the spec's
// empty state and "Create the first post"; an author writes a post in the Create New Post
// dialog (Create Post disabled until title and content are there, bold from the toolbar, a
// channel and tags) and sees it "Pending review"; another member neither lists nor opens it; a
// moderator finds it in the review queue and approves it; the member then sees it, reacts (the
// button is pressed and counts at once) and replies; the author sees the notifications on the
// dashboard and the counts on the post. Moderators reject with a reason (the author edits the
// post, which goes back for review, then deletes it) and pin; members report, edit and delete
// their replies, and search a channel or all of them, 20 results a page. On Growth, New Post,
// reply and reactions are off with the upgrade message. axe finds nothing serious on the feed,
// the post page, the dialog and the queue at 1280 and 375 px. From 1024 px the channels are a
// column left of the feed; at 375 px a short sidebar (the channels in one select) sits above
// the posts and nothing overflows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { communityEndpoints } from '#contracts/community';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { grant } from '#domain/roles';
import { auditBothWidths, DESKTOP, PHONE, violations } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage, signedInPage } from './signed-in.ts';
import { expectToast, heading } from './pages.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

const AUTHOR_NAME = 'Bea Baker';
const AUTHOR_COMPANY = 'Bea’s Buns';
const READER_NAME = 'Rui Reader';
const MODERATOR_NAME = 'Mona Moderator';
const TITLE = `Our first sold-out weekend ${randomUUID().slice(0, 6)}`;
const REPLY_TEXT = 'Congratulations, what did you change?';
const SEARCH_WORD = `croissant${randomUUID().slice(0, 6)}`;

let session: BrowserSession;
let author: TestUser;
let reader: TestUser;
let moderator: TestUser;
let authorPage: Page;
let readerContext: BrowserContext;
let readerPage: Page;
let moderatorContext: BrowserContext;
let moderatorPage: Page;
let postUrl = '';

async function premiumUser(fullName: string, companyName?: string): Promise<TestUser> {
  const user = await newUser(companyName ? { fullName, companyName } : { fullName });
  await completeOnboarding(await userIdOf(user));
  await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
  return user;
}

/** A post written through the API (a moderator's is approved at once; a member's waits for review). */
async function apiPost(user: TestUser, title: string, channel: 'general' | 'growth-wins' | 'tech-tools', content = '<p>Written for the browser test.</p>') {
  const { post } = await callOk(communityEndpoints.createPost, { token: user.accessToken, body: { title, content, channel, requestId: randomUUID() } });
  return post;
}

/** The community's pages as a member sees them. */
class CommunityScreen {
  constructor(private readonly page: Page) {}

  async open(channel?: string) {
    await this.page.goto(`${stackUrl()}/community${channel ? `/${channel}` : ''}`);
    await heading(this.page, 'Community');
  }

  /** Waits for the list (or its empty state) to replace the skeletons. */
  async loaded() {
    await this.page.getByTestId('post-list').or(this.page.getByTestId('community-empty')).waitFor();
  }

  card(title: string) {
    return this.page.getByTestId('post-card').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  channelLink(name: string) {
    return this.page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name });
  }

  newPost() {
    return this.page.getByRole('button', { name: 'New Post' });
  }

  reaction(name: string) {
    return this.page.getByTestId('reaction-bar').getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  replyBox() {
    return this.page.getByRole('textbox', { name: 'Add a reply' });
  }
}

beforeAll(async () => {
  [author, reader, moderator] = await Promise.all([premiumUser(AUTHOR_NAME, AUTHOR_COMPANY), premiumUser(READER_NAME), premiumUser(MODERATOR_NAME)]);
  await grant(await userIdOf(moderator), 'moderator');
  session = await openBrowser();
  authorPage = await signInPage(session.page, author);
  readerContext = await session.browser.newContext({ viewport: DESKTOP });
  readerPage = await signedInPage(readerContext, reader);
  moderatorContext = await session.browser.newContext({ viewport: DESKTOP });
  moderatorPage = await signedInPage(moderatorContext, moderator);
});

afterAll(async () => {
  await session?.close();
});

/** The queue's card for `title`, through "Load more" while it is not on the page (other files' posts wait in the same queue). */
const queuedPost = (page: Page, title: string) => inQueue(page, 'queue-pending', 'queue-post', title);
/** The same for an open report, by its text. */
const queuedReport = (page: Page, text: string) => inQueue(page, 'queue-reports', 'queue-report', text);

async function inQueue(page: Page, list: string, entry: string, text: string) {
  const item = page.getByTestId(entry).filter({ hasText: text });
  const more = page.getByTestId(list).getByRole('button', { name: 'Load more' });
  await page.getByTestId(list).waitFor();
  await expect
    .poll(
      async () => {
        if ((await item.count()) > 0) return true;
        if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return item;
}

describe('a post from writing to replies', () => {
  it('the feed opens on General, marked as the current channel, with the sidebar’s search and New Post', async () => {
    screenshotOnFailure(() => authorPage, 'community-feed');
    const community = new CommunityScreen(authorPage);
    await community.open();
    expect(await authorPage.title()).toBe('Community — Markk');
    await community.loaded();
    expect(await community.channelLink('General').getAttribute('aria-current')).toBe('page');
    expect(await authorPage.getByTestId('channel-title').innerText()).toBe('General');
    await authorPage.getByPlaceholder('Search discussions...').waitFor();
    expect(await community.newPost().isEnabled()).toBe(true);
    // A regular user has no review queue.
    expect(await authorPage.getByRole('link', { name: 'Review queue' }).count()).toBe(0);

    await community.channelLink('Growth Wins').click();
    await authorPage.waitForURL(/\/community\/growth-wins$/);
    await authorPage.getByTestId('channel-title').getByText('Growth Wins', { exact: true }).waitFor();
    expect(await community.channelLink('Growth Wins').getAttribute('aria-current')).toBe('page');
    // At 1280 px (and from 1024 px) the channels are a column left of the feed.
    const channels = (await authorPage.getByRole('navigation', { name: 'Channels' }).boundingBox())!;
    const feed = (await authorPage.getByTestId('channel-title').boundingBox())!;
    const search = (await authorPage.getByPlaceholder('Search discussions...').boundingBox())!;
    expect(channels.x + channels.width).toBeLessThanOrEqual(feed.x);
    // The column starts level with the feed, not above it.
    expect(Math.abs(search.y - feed.y)).toBeLessThan(100);
    await authorPage.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(async () => (await authorPage.getByTestId('channel-title').boundingBox())!.x).toBeGreaterThan(channels.x + 100);
    await authorPage.setViewportSize(DESKTOP);
  });

  it('an empty channel says "No posts yet", and "Create the first post" opens the dialog in that channel', async () => {
    screenshotOnFailure(() => authorPage, 'community-empty');
    const community = new CommunityScreen(authorPage);
    // The stack is shared with other tests' posts: the channel is shown as this file's own
    // data makes it — the real server's answer, less the posts of other files' users.
    const ownPostsOnly = async (route: Route) => {
      const response = await route.fetch();
      const page = (await response.json()) as { posts: { mine: boolean }[]; nextCursor: string | null };
      const posts = page.posts.filter((post) => post.mine);
      await route.fulfill({ response, json: { posts, nextCursor: posts.length === page.posts.length ? page.nextCursor : null } });
    };
    const collaborateFeed = (url: URL) => url.pathname.endsWith('/api/community/posts') && url.searchParams.get('channel') === 'collaborate';
    await authorPage.route(collaborateFeed, ownPostsOnly);
    await community.open('collaborate');
    const empty = authorPage.getByTestId('community-empty');
    await empty.getByText('No posts yet', { exact: true }).waitFor();
    await empty.getByText('Be the first to start a conversation in this channel!', { exact: true }).waitFor();
    await empty.getByRole('button', { name: 'Create the first post' }).click();
    const dialog = authorPage.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByText('Collaborate', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await authorPage.unroute(collaborateFeed, ownPostsOnly);
    await community.open('growth-wins');
  });

  it('the author writes a post: Create Post waits for a title and content, then "Your post has been created!" and "Pending review"', async () => {
    screenshotOnFailure(() => authorPage, 'community-create');
    const community = new CommunityScreen(authorPage);
    await community.newPost().click();
    const dialog = authorPage.getByRole('dialog', { name: 'Create New Post' });
    await dialog.waitFor();
    const create = dialog.getByRole('button', { name: 'Create Post' });
    expect(await create.isDisabled()).toBe(true);

    await dialog.getByLabel('Title').fill(TITLE);
    expect(await create.isDisabled()).toBe(true);
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await authorPage.keyboard.type('Sold out by noon');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await authorPage.keyboard.type(' on both days.');
    // The keyboard's own shortcuts work in the box too.
    await authorPage.keyboard.press('Control+i');
    await authorPage.keyboard.type(' Thank you');
    await authorPage.keyboard.press('Control+i');
    await dialog.getByLabel('Tags').fill('launch, bakery');
    expect(await violations(authorPage, 'Create New Post dialog')).toEqual([]);
    // The channel starts as the one shown.
    await dialog.getByText('Growth Wins', { exact: true }).waitFor();
    expect(await create.isEnabled()).toBe(true);
    await create.click();

    await expectToast(authorPage, 'Success', 'Your post has been created!');
    await authorPage.waitForURL(/\/community\/posts\/[0-9a-f-]{36}$/);
    postUrl = authorPage.url();
    await heading(authorPage, TITLE);
    await authorPage.getByTestId('post-pending').waitFor();
    const content = await authorPage.getByTestId('post-content').innerHTML();
    expect(content).toContain('<strong>Sold out by noon</strong>');
    expect(content).toMatch(/<em>(\s|&nbsp;)?Thank you<\/em>/);
    expect(await authorPage.getByText('#launch', { exact: true }).count()).toBe(1);

    await community.open('growth-wins');
    const card = community.card(TITLE);
    await card.waitFor();
    expect(await card.getByTestId('post-pending').innerText()).toBe('Pending review');
    expect(await card.innerText()).toContain(AUTHOR_COMPANY);
  });

  it('another member neither lists nor opens the pending post', async () => {
    screenshotOnFailure(() => readerPage, 'community-hidden');
    const community = new CommunityScreen(readerPage);
    await community.open('growth-wins');
    await community.loaded();
    expect(await community.card(TITLE).count()).toBe(0);
    await readerPage.goto(postUrl);
    await heading(readerPage, 'Post not found');
  });

  it('a moderator finds it in the review queue and approves it', async () => {
    screenshotOnFailure(() => moderatorPage, 'community-queue');
    const community = new CommunityScreen(moderatorPage);
    await community.open();
    await moderatorPage.getByRole('link', { name: 'Review queue' }).click();
    await heading(moderatorPage, 'Moderation queue');
    const item = await queuedPost(moderatorPage, TITLE);
    expect(await auditBothWidths(moderatorPage, 'review queue', () => queuedPost(moderatorPage, TITLE))).toEqual([]);
    await item.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await expectToast(moderatorPage, 'Success', 'Post approved');
    await expect.poll(() => moderatorPage.getByTestId('queue-post').filter({ hasText: TITLE }).count()).toBe(0);
  });

  it('the member now sees it, reacts (pressed and counted at once) and replies', async () => {
    screenshotOnFailure(() => readerPage, 'community-react');
    const community = new CommunityScreen(readerPage);
    await community.open('growth-wins');
    await community.card(TITLE).getByRole('link', { name: TITLE, exact: true }).click();
    await heading(readerPage, TITLE);
    expect(await readerPage.getByTestId('post-pending').count()).toBe(0);

    const like = community.reaction('Like');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-label')).toBe('Like (1)');
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    const send = readerPage.getByRole('button', { name: 'Reply', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await community.replyBox().click();
    await readerPage.keyboard.type(REPLY_TEXT);
    await send.click();
    await readerPage.getByTestId('reply').filter({ hasText: REPLY_TEXT }).waitFor();
    expect(await readerPage.getByTestId('post-reply-count').innerText()).toBe('1 reply');
    expect((await community.replyBox().innerText()).trim()).toBe('');

    // After a reload the reaction is still the member's own.
    await readerPage.reload();
    await heading(readerPage, TITLE);
    expect(await community.reaction('Like').getAttribute('aria-pressed')).toBe('true');
  });

  it('the author sees the approval, the reply and the reaction on the dashboard, and the counts on the post', async () => {
    screenshotOnFailure(() => authorPage, 'community-notified');
    await authorPage.goto(`${stackUrl()}/`);
    await heading(authorPage, 'Marketing Dashboard');
    const notifications = authorPage.getByTestId('notifications');
    await notifications.getByText(`Your post “${TITLE}” was approved`, { exact: false }).waitFor();
    await notifications.getByText(`${READER_NAME} replied to “${TITLE}”`).waitFor();
    await notifications.getByText(`1 person reacted to “${TITLE}”`).waitFor();

    await authorPage.goto(postUrl);
    await heading(authorPage, TITLE);
    expect(await new CommunityScreen(authorPage).reaction('Like').getAttribute('aria-label')).toBe('Like (1)');
    expect(await authorPage.getByTestId('post-reply-count').innerText()).toBe('1 reply');
    await authorPage.getByTestId('reply').filter({ hasText: READER_NAME }).waitFor();
  });
});

describe('moderating, reporting, editing and searching', () => {
  it('a moderator rejects a post with a reason, which its author then reads on the card', async () => {
    screenshotOnFailure(() => moderatorPage, 'community-reject');
    const rejected = `Buy my course ${randomUUID().slice(0, 6)}`;
    await apiPost(author, rejected, 'general');

    await moderatorPage.goto(`${stackUrl()}/community/moderation`);
    await heading(moderatorPage, 'Moderation queue');
    const item = await queuedPost(moderatorPage, rejected);
    await item.getByRole('button', { name: `Reject ${rejected}` }).click();
    const dialog = moderatorPage.getByRole('dialog', { name: 'Reject this post' });
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    expect(await reject.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason (the author sees it)').fill('Offers belong in Collaborate.');
    await reject.click();
    await expectToast(moderatorPage, 'Success', 'Post rejected');

    const community = new CommunityScreen(authorPage);
    await community.open();
    const card = community.card(rejected);
    await card.waitFor();
    expect(await card.getByTestId('post-rejected').innerText()).toBe('Rejected');
    expect(await card.innerText()).toContain('Reason: Offers belong in Collaborate.');
    expect(await new CommunityScreen(readerPage).card(rejected).count()).toBe(0);

    // Edited, it is sent for review again; then its author deletes it.
    await card.getByRole('link', { name: rejected, exact: true }).click();
    await heading(authorPage, rejected);
    await authorPage.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = authorPage.getByRole('dialog', { name: 'Edit Post' });
    await edit.getByLabel('Title').fill(`${rejected} (free guide)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(authorPage, 'Success', 'Your post has been updated.');
    await heading(authorPage, `${rejected} (free guide)`);
    await authorPage.getByTestId('post-pending').waitFor();

    await authorPage.getByRole('button', { name: 'Delete', exact: true }).click();
    await authorPage.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(authorPage, 'Success', 'Post deleted');
    await authorPage.waitForURL(/\/community\/general$/);
    await community.loaded();
    expect(await community.card(`${rejected} (free guide)`).count()).toBe(0);
  });

  it('a pinned post comes first in its channel, with the pinned mark', async () => {
    screenshotOnFailure(() => readerPage, 'community-pin');
    await apiPost(moderator, `Welcome to Growth Wins ${randomUUID().slice(0, 6)}`, 'growth-wins');
    await moderatorPage.goto(postUrl);
    await heading(moderatorPage, TITLE);
    await moderatorPage.getByRole('button', { name: 'Pin', exact: true }).click();
    await expectToast(moderatorPage, 'Success', 'Post pinned');

    const community = new CommunityScreen(readerPage);
    await community.open('growth-wins');
    const first = readerPage.getByTestId('post-card').first();
    await first.getByRole('link', { name: TITLE, exact: true }).waitFor();
    await first.getByTestId('post-pinned').waitFor();
  });

  it('a member reports the post; the moderator sees the reason in the queue and dismisses it', async () => {
    screenshotOnFailure(() => readerPage, 'community-report');
    await readerPage.goto(postUrl);
    await heading(readerPage, TITLE);
    await readerPage.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = readerPage.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Why should a moderator look at this post?').fill('Looks like an advert to me.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(readerPage, 'Success', 'Thanks — a moderator will review this post.');

    await moderatorPage.goto(`${stackUrl()}/community/moderation`);
    const report = await queuedReport(moderatorPage, 'Looks like an advert to me.');
    // The header counts every open report, not only the page shown.
    const total = (await callOk(communityEndpoints.reports, { token: moderator.accessToken, query: {} })).total;
    await moderatorPage
      .getByTestId('queue-reports')
      .getByRole('heading', { name: new RegExp(`^Reports\\s*\\(${total}\\)$`) })
      .waitFor();
    expect(await report.innerText()).toContain(`Reported by ${READER_NAME}`);
    await report.getByRole('button', { name: `Dismiss the report on ${TITLE}` }).click();
    await expectToast(moderatorPage, 'Success', 'Report dismissed');
    await expect.poll(() => moderatorPage.getByTestId('queue-report').filter({ hasText: 'Looks like an advert to me.' }).count()).toBe(0);
  });

  it('the member edits their reply, then deletes it after confirming', async () => {
    screenshotOnFailure(() => readerPage, 'community-reply-edit');
    await readerPage.goto(postUrl);
    const reply = readerPage.getByTestId('reply').filter({ hasText: REPLY_TEXT });
    await reply.getByRole('button', { name: 'Edit your reply' }).click();
    const box = readerPage.getByRole('textbox', { name: 'Edit your reply' });
    await box.click();
    await readerPage.keyboard.press('End');
    await readerPage.keyboard.type(' Brilliant.');
    await reply.getByRole('button', { name: 'Save' }).click();
    await readerPage.getByTestId('reply').filter({ hasText: 'Brilliant.' }).waitFor();

    await readerPage
      .getByTestId('reply')
      .getByRole('button', { name: `Delete the reply by ${READER_NAME}` })
      .click();
    const dialog = readerPage.getByRole('dialog', { name: 'Delete this reply?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(readerPage, 'Success', 'Reply deleted');
    await expect.poll(() => readerPage.getByTestId('post-reply-count').innerText()).toBe('0 replies');
  });

  it('the search looks through this channel or all channels, 20 results a page with "Load more"', async () => {
    screenshotOnFailure(() => readerPage, 'community-search');
    for (let i = 0; i < 21; i += 1) await apiPost(moderator, `Tool tip ${i + 1} ${SEARCH_WORD}`, 'tech-tools');

    const community = new CommunityScreen(readerPage);
    await community.open('tech-tools');
    await readerPage.getByPlaceholder('Search discussions...').fill(SEARCH_WORD);
    await readerPage.waitForURL(new RegExp(`q=${SEARCH_WORD}`));
    await expect.poll(() => readerPage.getByTestId('post-card').count()).toBe(20);
    await readerPage.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => readerPage.getByTestId('post-card').count()).toBe(21);
    expect(await readerPage.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // The first post's words are in Growth Wins: not found here, found across all channels.
    const word = TITLE.split(' ').at(-1)!;
    await readerPage.getByPlaceholder('Search discussions...').fill(word);
    await readerPage.getByTestId('community-empty').getByText('No matching discussions').waitFor();
    await readerPage.getByRole('button', { name: 'All channels' }).click();
    await community.card(TITLE).waitFor();
    await readerPage.reload();
    await community.card(TITLE).waitFor();
  });
});

describe('at 375 px and for assistive technology', () => {
  it('the feed puts a short sidebar above the posts, the channels in one select, and fits the screen', async () => {
    screenshotOnFailure(() => readerPage, 'community-phone-feed');
    const community = new CommunityScreen(readerPage);
    await readerPage.setViewportSize(PHONE);
    await community.open('growth-wins');
    const card = community.card(TITLE);
    await card.waitFor();
    const search = await readerPage.getByPlaceholder('Search discussions...').boundingBox();
    const first = await card.boundingBox();
    expect(search!.y).toBeLessThan(first!.y);
    // The first post starts on the first screen (it was ~676 px down with the channel list).
    expect(first!.y).toBeLessThan(PHONE.height * 0.75);
    expect(await readerPage.getByRole('navigation', { name: 'Channels' }).count()).toBe(0);
    expect(await readerPage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // Choosing a channel in the select opens it.
    const select = readerPage.getByTestId('channel-select');
    await select.getByRole('button').click();
    await readerPage.getByRole('option', { name: '# General' }).click();
    await readerPage.waitForURL(/\/community\/general$/);
    await readerPage.getByTestId('channel-title').getByText('General', { exact: true }).waitFor();
    await readerPage.setViewportSize(DESKTOP);
  });

  it('Ctrl+B in the post editor makes the text bold at 1280 and 375 px: the navigation stays as it was and nothing typed is lost', async () => {
    screenshotOnFailure(() => readerPage, 'community-ctrl-b');
    const community = new CommunityScreen(readerPage);
    const dashboardLink = readerPage.getByRole('link', { name: 'Dashboard', exact: true });
    for (const viewport of [DESKTOP, PHONE]) {
      await readerPage.setViewportSize(viewport);
      await community.open('growth-wins');
      // At 1280 px the sidebar is open with the links' names; at 375 px the drawer is closed.
      const navigationShown = viewport === DESKTOP;
      await dashboardLink.waitFor({ state: navigationShown ? 'visible' : 'hidden' });
      await community.newPost().click();
      const dialog = readerPage.getByRole('dialog', { name: 'Create New Post' });
      const editor = dialog.getByRole('textbox', { name: 'Content' });
      expect(await dialog.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts')).toBe('Control+B Meta+B');
      await editor.click();
      // The dialog keeps a draft between openings: start from an empty box.
      await readerPage.keyboard.press('ControlOrMeta+A');
      await readerPage.keyboard.press('Backspace');
      await readerPage.keyboard.type('Plain ');
      await readerPage.keyboard.press('ControlOrMeta+b');
      await readerPage.keyboard.type('bold words');
      expect(await editor.innerHTML()).toMatch(/^Plain(\s|&nbsp;)<(b|strong)>bold words<\/\2>$/);
      expect(await editor.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await dashboardLink.isVisible()).toBe(navigationShown);
      if (navigationShown) expect((await dashboardLink.boundingBox())!.width).toBeGreaterThan(120);
      await readerPage.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await readerPage.setViewportSize(DESKTOP);
  });

  it('axe finds nothing serious on the feed and the post page at 1280 and 375 px', async () => {
    const community = new CommunityScreen(readerPage);
    await community.open('growth-wins');
    const found = await auditBothWidths(readerPage, 'community feed', () => community.card(TITLE).waitFor());
    await readerPage.goto(postUrl);
    found.push(...(await auditBothWidths(readerPage, 'community post', () => readerPage.getByTestId('reaction-bar').waitFor())));
    expect(found).toEqual([]);
  });

  it('the post page fits the screen at 375 px', async () => {
    await readerPage.setViewportSize(PHONE);
    await readerPage.goto(postUrl);
    await heading(readerPage, TITLE);
    expect(await readerPage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await readerPage.setViewportSize(DESKTOP);
  });
});

describe('on Growth', () => {
  it('reading works; New Post, replies and reactions are off with the upgrade message and a link to /pricing', async () => {
    const growth = await newUser({ fullName: 'Gia Growth' });
    await completeOnboarding(await userIdOf(growth));
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const page = await signedInPage(context, growth);
    screenshotOnFailure(() => page, 'community-growth');
    const community = new CommunityScreen(page);

    await community.open('growth-wins');
    await community.card(TITLE).waitFor();
    expect(await community.newPost().isDisabled()).toBe(true);
    expect(await page.getByTestId('community-read-only').innerText()).toContain(UPGRADE_MESSAGES.communityWrite);

    await page.goto(postUrl);
    await heading(page, TITLE);
    expect(await community.reaction('Like').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reply', exact: true }).isDisabled()).toBe(true);
    await page.getByTestId('community-read-only').getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/pricing$/);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('blocked nothing the community pages did (the editor, rendered posts, inline styles)', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
